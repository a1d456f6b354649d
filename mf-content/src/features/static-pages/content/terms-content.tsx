import { Link } from 'react-router-dom';
import type { StaticPageContent } from '../../../components/static-page/types';
import { EmailLink } from '../../../components/contact-links/contact-links';
import { RETURN_WINDOW_DAYS } from 'contracts';

export const termsContent: StaticPageContent = {
  title: 'Terms & Conditions',
  eyebrow: 'About',
  intro:
    'These conditions apply whenever you use the Vesna online shop and to every order you place through it. ' +
    'Please read them before you buy: placing an order means you accept them.',
  sections: [
    {
      id: 'general',
      heading: 'General conditions',
      body: [
        'Vesna is a women’s fashion label with its own store in Kyiv, Ukraine. This website and the orders placed on it are run by Vesna.',
        'We may update these conditions from time to time. The version published on this page at the moment you place an order is the one that applies to that order.',
      ],
    },
    {
      id: 'who-can-buy',
      heading: 'Who can buy',
      body: [
        'To place an order you must be at least 18 years old, or have the permission of a parent or legal guardian who accepts these conditions on your behalf.',
        'When you order, you confirm that the details you give us (your name, e-mail address, delivery and billing address) are accurate and complete.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      body: [
        'An account keeps your wish list, bag, addresses and saved card in one place. Keep your password to yourself: you are responsible for what is done with your account. If you think someone else has used it, change your password and let us know.',
      ],
    },
    {
      id: 'products',
      heading: 'Products and availability',
      body: [
        'We photograph and describe every piece as faithfully as we can, but screens differ, and a colour may look slightly different in person.',
        'All items are offered while stock lasts. If a piece sells out after you have ordered it, we will tell you and refund what you paid for it.',
      ],
    },
    {
      id: 'prices-payment',
      heading: 'Prices and payment',
      body: [
        'All prices are shown in US dollars (USD). Tax is calculated at checkout and shown in your order summary before you pay.',
        'You pay by card when you place your order. If the payment is declined, the order is not placed and you are not charged.',
      ],
    },
    {
      id: 'shipping',
      heading: 'Shipping',
      body: [
        {
          paragraph: (
            <>
              Shipping is free on every order. How we process and send orders is described in{' '}
              <Link to="/orderShipping">Orders &amp; Shipping</Link>.
            </>
          ),
        },
      ],
    },
    {
      id: 'returns',
      heading: 'Returns',
      body: [
        {
          paragraph: (
            <>
              You can return eligible items within {RETURN_WINDOW_DAYS} days from purchase or delivery. Returns, refunds
              and exchanges follow our <Link to="/returnsRefunds">Returns &amp; Refunds</Link> policy.
            </>
          ),
        },
      ],
    },
    {
      id: 'content',
      heading: 'Our content',
      body: [
        'The Vesna name, our photographs, texts and designs belong to Vesna. Please do not copy or reuse them without our written permission.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      body: [
        {
          paragraph: (
            <>
              If anything in these conditions is unclear, write to us at <EmailLink subject="Terms & Conditions" />.
            </>
          ),
        },
      ],
    },
  ],
};
