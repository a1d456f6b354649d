import type { StaticPageContent } from '../../../components/static-page/types';
import { EmailLink, PhoneLink } from '../../../components/contact-links/contact-links';
import { STORE_ADDRESS } from 'contracts';
import { OpeningHours } from '../components/opening-hours';
import type { StoreStatus } from '../store-status';

/** The visit-us page's text; the opening hours mark today once the page knows the store's time. */
export function visitUsContent(status: StoreStatus | null): StaticPageContent {
  return {
    title: 'Visit Us',
    eyebrow: 'Join Up',
    intro:
      'Our store in Kyiv is the home of Vesna. Come to try the collection on, get help with sizing, ' +
      'or simply see the new pieces in person.',
    sections: [
      {
        id: 'address',
        heading: 'Address',
        body: [
          {
            address: [
              'Vesna',
              STORE_ADDRESS.street,
              `${STORE_ADDRESS.postalCode} ${STORE_ADDRESS.city}`,
              STORE_ADDRESS.country,
            ],
          },
        ],
      },
      {
        id: 'opening-hours',
        heading: 'Opening hours',
        body: [{ element: <OpeningHours status={status} /> }],
      },
      {
        id: 'contact',
        heading: 'Contact',
        body: [
          {
            definitions: [
              { term: 'E-mail', description: <EmailLink /> },
              { term: 'Phone', description: <PhoneLink /> },
            ],
            compact: true,
          },
        ],
      },
    ],
  };
}
