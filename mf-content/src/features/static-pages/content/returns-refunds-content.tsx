import type { StaticPageContent } from '../../../components/static-page/types';
import { EmailLink } from '../../../components/contact-links/contact-links';
import { REFUND_PROCESSING_TIME, RETURN_WINDOW_DAYS } from 'contracts';

export const returnsRefundsContent: StaticPageContent = {
  title: 'Returns & Refunds',
  eyebrow: 'Help & Support',
  intro:
    'Not quite right? You have time to change your mind. Here is how returns, refunds and exchanges work at Vesna.',
  sections: [
    {
      id: 'returns',
      heading: 'Returns',
      body: [
        `You can return items within ${RETURN_WINDOW_DAYS} days from the date of purchase or the date of delivery. Items must be unworn, unwashed and in their original condition, with the tags still attached.`,
        {
          list: [
            <>
              Write to us at <EmailLink subject="Return" /> with your order number and the items you are sending back.
            </>,
            'We reply with the return address and instructions.',
            'Pack the items securely, ideally in their original packaging, and keep the proof of postage.',
          ],
        },
        'You pay the return shipping, unless the item is faulty, damaged on arrival, or not what you ordered; when the mistake is ours, we cover the cost.',
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      body: [
        `When your return arrives, we inspect it and e-mail you. Approved refunds are processed within ${REFUND_PROCESSING_TIME} after we receive the item, to the card you paid with.`,
        'Your bank may take a few more days to show the money in your account. Shipping to you was free, so nothing is deducted for it.',
      ],
    },
    {
      id: 'exchanges',
      heading: 'Exchanges',
      body: [
        `Would you like a different size or colour? Exchanges follow the same ${RETURN_WINDOW_DAYS}-day window. Tell us what you would like instead when you write to us: if it is in stock, we send it as soon as the original reaches us; if it is not, we refund you instead.`,
      ],
    },
    {
      id: 'non-returnable',
      heading: 'Non-Returnable Items',
      body: [
        'The following cannot be returned or exchanged:',
        { list: ['gift cards;', 'items marked as final sale.'] },
      ],
    },
  ],
};
