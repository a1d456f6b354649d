import { Link } from 'react-router-dom';
import type { StaticPageContent } from '../../../components/static-page/types';
import { BannerImage } from '../components/banner-image';

/** A material's picture: the first banner of its sustainability section (spec: cotton, wool, linen, silk). */
export const MATERIAL_SECTIONS = ['cotton', 'wool', 'linen', 'silk'] as const;

function materialImage(section: (typeof MATERIAL_SECTIONS)[number], alt: string) {
  return { element: <BannerImage name="sustainability" section={section} alt={alt} aspectRatio="16 / 9" /> };
}

export const materialsContent: StaticPageContent = {
  title: 'Materials',
  eyebrow: 'Sustainability',
  intro:
    'In 2022, 92% of the base fabrics we used were sustainably sourced, and we are working towards 100% by 2025. ' +
    'These are the four fibres most of our collection is made from.',
  sections: [
    {
      id: 'cotton',
      heading: 'Cotton',
      body: [
        materialImage('cotton', 'Cotton fabric'),
        'We use organic and recycled cotton, grown without synthetic pesticides and spun into soft, breathable fabrics that get better with every wash.',
      ],
    },
    {
      id: 'wool',
      heading: 'Wool',
      body: [
        materialImage('wool', 'Wool yarn'),
        'Our wool comes from farms that care for their animals and their land. It keeps you warm, airs itself out between wears and needs little washing.',
      ],
    },
    {
      id: 'linen',
      heading: 'Linen',
      body: [
        materialImage('linen', 'Linen fabric'),
        'Linen is made from flax, a plant that grows with little water and no irrigation. It is strong, cool in summer, and softens beautifully over time.',
      ],
    },
    {
      id: 'silk',
      heading: 'Silk',
      body: [
        materialImage('silk', 'Silk fabric'),
        'We choose silk from certified producers for its light drape and natural sheen. Washed gently by hand, it keeps its beauty for many years.',
      ],
    },
    {
      id: 'more',
      heading: 'Our commitment',
      body: [
        {
          paragraph: (
            <>
              Materials are one part of how we work. Read about our <Link to="/sustainability">mission</Link>.
            </>
          ),
        },
      ],
    },
  ],
};
