import type { StaticPageContent } from '../../../components/static-page/types';
import { EmailLink, PhoneLink } from '../../../components/contact-links/contact-links';
import { PROCESSING_TIME } from 'contracts';

export const orderShippingContent: StaticPageContent = {
  title: 'Orders & Shipping',
  eyebrow: 'Help & Support',
  intro: 'How we prepare, send and track your order, from the moment you pay to the moment it reaches you.',
  sections: [
    {
      id: 'processing',
      heading: 'Order processing',
      body: [
        `Every order is checked, packed and handed to the carrier within ${PROCESSING_TIME}. Orders placed on a weekend or a public holiday are processed on the next business day.`,
        'As soon as your payment goes through, we send a confirmation with your receipt to the e-mail address you gave at checkout.',
      ],
    },
    {
      id: 'free-shipping',
      heading: 'Free shipping',
      body: [
        'Shipping is free on all orders, with no minimum spend. The total you see at checkout is the total you pay: there are no extra delivery charges.',
      ],
    },
    {
      id: 'international',
      heading: 'International shipping',
      body: [
        'We ship from Kyiv to most countries. Duties and taxes are included in the price at checkout, so nothing more is asked of you when the parcel arrives.',
      ],
    },
    {
      id: 'tracking',
      heading: 'Tracking your order',
      body: [
        'When your parcel leaves us, we e-mail you its tracking number and a link to follow it. It can take up to a day for the carrier to show the first update.',
      ],
    },
    {
      id: 'delivery-times',
      heading: 'Delivery times',
      body: [
        'Delivery times are counted from the day your order is dispatched and are estimates, not guarantees:',
        {
          definitions: [
            { term: 'Ukraine', description: '1-3 business days' },
            { term: 'Europe', description: '3-7 business days' },
            { term: 'United States and Canada', description: '5-10 business days' },
            { term: 'Rest of the world', description: '7-14 business days' },
          ],
        },
        'Customs checks and local holidays can add a few days.',
      ],
    },
    {
      id: 'apo-fpo',
      heading: 'APO/FPO addresses',
      body: [
        'We deliver to APO, FPO and DPO addresses. Enter the full military address, including unit and box number, exactly as it was given to you. These parcels travel through the military postal service, so please allow extra time for them to arrive.',
      ],
    },
    {
      id: 'lost-or-damaged',
      heading: 'Lost or damaged packages',
      body: [
        'If your tracking has not moved for a week, or your parcel arrives damaged, contact us with your order number (and photos of the damage, if any). We will look into it with the carrier and send a replacement or refund you.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to your order',
      body: [
        `Need to change a size, the delivery address or cancel? Contact us as soon as possible. We can change or cancel an order until it has been dispatched, usually within ${PROCESSING_TIME} of ordering. Once it is on its way, you can still return it under our returns policy.`,
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: [
        {
          paragraph: (
            <>
              Write to us at <EmailLink subject="My order" /> or call <PhoneLink />, and have your order number at hand.
              We reply within {PROCESSING_TIME}.
            </>
          ),
        },
      ],
    },
  ],
};
