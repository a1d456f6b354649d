import type { StaticPageContent } from '../../../components/static-page/types';
import { EmailLink } from '../../../components/contact-links/contact-links';

export const careersContent: StaticPageContent = {
  title: 'Careers',
  eyebrow: 'Join Up',
  intro:
    'Vesna began in Kyiv with a simple idea: clothes made well, in good materials, to be worn for years. ' +
    'We are a small team, and everyone on it shapes how our customers see and feel the brand.',
  sections: [
    {
      id: 'working-at-vesna',
      heading: 'Working at Vesna',
      body: [
        'We care about craft, calm design and the people who wear our pieces, and we look for colleagues who do too. You will work closely with the whole team, from the studio to the shop floor, and see your ideas in the store and online.',
        'We value honesty and curiosity over long CVs. Whether you have years of experience in fashion or are just starting out, we would like to hear from you.',
      ],
    },
    {
      id: 'roles',
      heading: 'Roles we hire for',
      body: [
        {
          definitions: [
            {
              term: 'Sales associates',
              description:
                'Welcome customers in our Kyiv store, help them find the right fit and style, and look after the shop floor and the fitting rooms.',
            },
            {
              term: 'Visual merchandisers',
              description:
                'Plan our windows and in-store displays, and decide how each new collection is presented so that it tells its story at a glance.',
            },
            {
              term: 'Buyers',
              description:
                'Choose the pieces and fabrics for each season, work with our makers and suppliers, and keep the range true to our sustainability goals.',
            },
            {
              term: 'Marketing specialists',
              description:
                'Tell the Vesna story through campaigns, the newsletter and social media, and plan the looks we share every week in Modiweek.',
            },
          ],
        },
      ],
    },
    {
      id: 'apply',
      heading: 'How to apply',
      body: [
        {
          paragraph: (
            <>
              Send your CV and a few lines about the role that interests you to <EmailLink subject="Careers" />. We read
              every application and reply to each one.
            </>
          ),
        },
      ],
    },
  ],
};
