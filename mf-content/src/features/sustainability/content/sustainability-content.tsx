import { Link } from 'react-router-dom';
import type { StaticPageContent } from '../../../components/static-page/types';
import { BannerImage } from '../components/banner-image';
import { MissionList, type MissionPoint } from '../components/mission-list';
import { PracticeTiles, type PracticeTile } from '../components/practice-tiles';

/** The six points of the mission list, in the order the spec gives them. */
const MISSION_POINTS: ReadonlyArray<MissionPoint> = [
  {
    term: 'Minimalism',
    description:
      'Fewer, better pieces. We design timeless cuts that work together, so a wardrobe needs less and lasts longer.',
  },
  {
    term: 'Ethical',
    description:
      'Fair pay and safe workplaces for everyone who makes our clothes. We know the workshops we work with and visit them.',
  },
  {
    term: 'Eco-Friendly Materials',
    description:
      'Natural, recycled and responsibly sourced fibres such as organic cotton, linen, wool and silk, chosen for how they feel and how long they last.',
  },
  {
    term: 'Circular',
    description:
      'Clothes made to be worn, mended and passed on rather than thrown away, with care advice that keeps every piece in use for years.',
  },
  {
    term: 'Transparency',
    description:
      'We say what our clothes are made of and where they come from, and we report our progress honestly, including where we still fall short.',
  },
  {
    term: 'Community And Empowerment',
    description:
      'Most of the people who make, sell and wear Vesna are women. We support local makers and invest in the skills of our team.',
  },
];

/** The tiles that open a dialog; the fourth tile, Materials, is a link (see PracticeTiles). */
export const PRACTICE_TILES: ReadonlyArray<PracticeTile> = [
  {
    title: 'Processing',
    imageSection: 'secondBanner',
    teaser: 'How our clothes are cut, dyed and sewn.',
    text: [
      'We work with a small number of workshops that we know and visit. Patterns are laid out to waste as little fabric as possible, and the offcuts are collected for recycling.',
      'We choose low-impact dyes and finishes, and we make each style in small runs, so we do not produce clothes that nobody will wear.',
    ],
  },
  {
    title: 'Packaging',
    imageSection: 'thirdBanner',
    teaser: 'Paper, not plastic.',
    text: [
      'Your order arrives in recycled paper packaging that can be recycled again. We use as little filling as we can, and choose a box that fits the order, so less air travels with it.',
      'Please give the box a second life, or put it out with your paper recycling.',
    ],
  },
  {
    title: 'Product Caring',
    imageSection: 'fourthBanner',
    teaser: 'Make every piece last longer.',
    text: [
      'The most sustainable piece is the one already in your wardrobe. Wash only when needed, at a low temperature, and follow the care label of each piece.',
      'Dry on a line or flat rather than in a dryer, store knitwear folded, and mend a loose button or a small tear early: a few stitches keep a favourite in use for years.',
    ],
  },
];

export const sustainabilityContent: StaticPageContent = {
  title: 'Sustainability',
  intro:
    'Fashion can be beautiful without costing the earth. At Vesna we make fewer pieces, from better materials, ' +
    'and we want every one of them to stay in your wardrobe for years.',
  hero: <BannerImage name="sustainability" section="mainBanner" alt="" aspectRatio="2 / 1" />,
  sections: [
    {
      id: 'mission',
      heading: 'Our mission',
      body: [{ element: <MissionList points={MISSION_POINTS} /> }],
    },
    {
      id: 'how-we-work',
      heading: 'How we work',
      body: [{ element: <PracticeTiles tiles={PRACTICE_TILES} /> }],
    },
    {
      id: 'materials',
      heading: 'Materials',
      body: [
        'In 2022, 92% of the base fabrics we used were sustainably sourced. Our goal is 100% by 2025.',
        {
          paragraph: <Link to="/sustainability/materials">Read about our cotton, wool, linen and silk</Link>,
        },
      ],
    },
  ],
};
