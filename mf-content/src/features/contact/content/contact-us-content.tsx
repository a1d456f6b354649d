import type { StaticPageContent } from '../../../components/static-page/types';
import { EmailLink, PhoneLink } from '../../../components/contact-links/contact-links';
import { PROCESSING_TIME } from 'contracts';

export const contactUsContent: StaticPageContent = {
  title: 'Contact Us',
  eyebrow: 'Help & Support',
  intro: `A question about an order, a size or a return? We are happy to help, and we answer every message within ${PROCESSING_TIME}.`,
  sections: [
    {
      id: 'reach-us',
      heading: 'Reach us',
      body: [
        {
          definitions: [
            { term: 'E-mail', description: <EmailLink /> },
            { term: 'Phone', description: <PhoneLink /> },
          ],
          compact: true,
        },
        'If your message is about an order, please include the order number so we can find it quickly.',
      ],
    },
  ],
};
