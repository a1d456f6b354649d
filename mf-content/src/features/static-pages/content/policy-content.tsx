import type { StaticPageContent } from '../../../components/static-page/types';
import { EmailLink } from '../../../components/contact-links/contact-links';

export const policyContent: StaticPageContent = {
  title: 'Privacy Policy',
  eyebrow: 'About',
  intro:
    'This policy explains what personal information Vesna collects when you visit our shop, what we use it for, ' +
    'who we share it with, and the choices you have.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      body: [
        'We collect only what we need to run the shop and look after your orders:',
        {
          list: [
            'Account details: your name and e-mail address, and, if you choose to add them, your birth date, phone number and addresses.',
            'Order details: the pieces you buy, your delivery and billing addresses, and the contact details you give for the order.',
            'Payment details: for a saved card we keep only its brand, last four digits and expiry date. Your full card number and security code are never stored by us.',
            'Messages and subscriptions: what you send us through the contact form, and your e-mail address if you join our newsletter.',
            'Your bag, wish list and filters, which are kept in your browser so they are still there when you come back.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      body: [
        {
          list: [
            'To process, deliver and, when needed, refund your orders, and to send you receipts and shipping updates.',
            'To keep your account, wish list and bag in step across your devices when you are logged in.',
            'To answer your questions and feedback.',
            'To send you our newsletter and birthday offer, only if you have subscribed.',
            'To keep the shop secure and to prevent fraud.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      body: [
        'When you log in, we set one cookie that keeps you signed in. It cannot be read by scripts on the page and carries no personal details itself. Your bag, wish list and chosen filters are saved in your browser’s storage; we never keep passwords or card details there.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing',
      body: [
        'We do not sell your personal information. We share it only with the companies that help us run the shop, and only as much as each one needs:',
        {
          list: [
            'our payment provider, to take your card payment;',
            'delivery carriers, to bring your order to your door;',
            'the service that sends our e-mails.',
          ],
        },
        'We also disclose information when the law requires us to.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      body: [
        {
          list: [
            'See and update your personal details, address and password in My Account.',
            'Delete your saved card at any time; you can still pay by entering a card at checkout.',
            'Unsubscribe from the newsletter with the link at the bottom of every issue.',
            'Delete your account in My Account; we then remove your personal details, except what we must keep for accounting and tax records.',
            'Clear your browser’s site data to remove the bag and wish list kept on your device.',
          ],
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: [
        {
          paragraph: (
            <>
              For any question about your personal information, or to ask for a copy of what we hold about you, write to
              us at <EmailLink subject="Privacy" />. We reply within 1-2 business days.
            </>
          ),
        },
      ],
    },
  ],
};
