import { CATEGORIES, WEEKDAYS, type Product } from 'contracts';
import { createRandom } from './prng';

/** A banner row as stored: `set` and `section` address it (/banners/:set or /banners/:set/:section). */
export interface SeedBanner {
  id: string;
  set: string;
  section: string;
  position: number;
  name: string;
  /** Key of the generated image: /api/images/banners/<imageKey>.svg */
  imageKey: string;
  title?: string;
  text?: string;
  link?: string;
  productIds: string[];
}

export const SUSTAINABILITY_SECTIONS = [
  'mainBanner',
  'secondBanner',
  'thirdBanner',
  'fourthBanner',
  'fifthBanner',
] as const;
export const MATERIAL_SECTIONS = ['cotton', 'wool', 'linen', 'silk'] as const;

export function bannerImagePath(key: string): string {
  return `/api/images/banners/${key}.svg`;
}

const WEEKDAY_TITLES: Record<(typeof WEEKDAYS)[number], [string, string]> = {
  sunday: ['Slow Sunday', 'Soft layers for a long brunch and a walk along the river.'],
  monday: ['Fresh Start', 'Clean lines and calm colours for the first day of the week.'],
  tuesday: ['Studio Tuesday', 'Easy tailoring that goes from desk to dinner.'],
  wednesday: ['Midweek Colour', 'One bright piece to lift the middle of the week.'],
  thursday: ['Gallery Night', 'Something fluid and a little dressed up for the evening.'],
  friday: ['Friday Off-Duty', 'Denim, a good top and somewhere to be later.'],
  saturday: ['Market Saturday', 'Light fabrics for errands, coffee and a long lunch.'],
};

/**
 * Every banner of the shop. Modiweek looks draw 3-5 products from the catalogue with a fixed-seed
 * PRNG, so they are stable too.
 */
export function generateBanners(products: Product[]): SeedBanner[] {
  const banners: SeedBanner[] = [];
  const add = (b: Omit<SeedBanner, 'productIds' | 'section' | 'position'> & Partial<SeedBanner>) =>
    banners.push({ section: '', position: 0, productIds: [], ...b });

  add({
    id: 'main-banner',
    set: 'mainBanner',
    name: 'mainBanner',
    imageKey: 'hero',
    title: 'Quiet colours for long light days',
    text: 'Linen, silk and soft cotton in the new season collection, designed in Kyiv.',
    link: '/newIn',
  });
  add({
    id: 'home-sustainability',
    set: 'sustainability',
    name: 'sustainability',
    imageKey: 'sustainability',
    title: 'Made to be worn for years',
    text: '92% of our base fabrics were sustainably sourced in 2022. Our goal is 100% by 2025.',
    link: '/sustainability',
  });
  CATEGORIES.forEach((category, position) =>
    add({
      id: `collection-${category}`,
      set: 'collection',
      position,
      name: category,
      imageKey: `category-${category}`,
      link: `/collection?category=${category}`,
    }),
  );
  add({
    id: 'new-in-1',
    set: 'newIn',
    position: 0,
    name: 'newIn',
    imageKey: 'new-in',
    title: 'New In',
    text: 'Fresh arrivals, added every week.',
    link: '/newIn',
  });
  add({
    id: 'new-in-2',
    set: 'newIn',
    position: 1,
    name: 'newIn',
    imageKey: 'new-in-detail',
    title: 'Just landed',
    text: 'Airy dresses and easy tops for the season ahead.',
    link: '/newIn',
  });
  add({
    id: 'new-in-banner',
    set: 'newInBanner',
    name: 'newInBanner',
    imageKey: 'new-in-banner',
    title: 'See what is new',
    text: 'The latest pieces from our Kyiv studio.',
    link: '/newIn',
  });
  add({
    id: 'plus-size-1',
    set: 'plusSize',
    position: 0,
    name: 'plusSize',
    imageKey: 'plus-size',
    title: 'Plus Size',
    text: 'Every style in our plus-size line is cut and fitted on sizes 1X to 3X.',
    link: '/plusSize',
  });
  add({
    id: 'plus-size-2',
    set: 'plusSize',
    position: 1,
    name: 'plusSize',
    imageKey: 'plus-size-detail',
    title: 'Made to fit, made to move',
    text: 'Generous cuts in linen, cotton and silk.',
    link: '/plusSize',
  });
  add({
    id: 'banner-login',
    set: 'bannerLogin',
    name: 'bannerLogin',
    imageKey: 'login',
    title: 'Welcome back',
    text: 'Log in to keep your wish list and bag on every device.',
  });
  add({
    id: 'banner-login-section',
    set: 'bannerLogin',
    section: 'bannerLogin',
    name: 'bannerLogin',
    imageKey: 'login',
    title: 'Welcome back',
    text: 'Log in to keep your wish list and bag on every device.',
  });

  const sustainabilityTitles: Record<(typeof SUSTAINABILITY_SECTIONS)[number], string> = {
    mainBanner: 'Sustainability at Vesna',
    secondBanner: 'Processing',
    thirdBanner: 'Packaging',
    fourthBanner: 'Product Caring',
    fifthBanner: 'Materials',
  };
  for (const section of SUSTAINABILITY_SECTIONS) {
    const key = `sustainability-${section.replace('Banner', '').toLowerCase()}`;
    add({
      id: key,
      set: 'sustainability',
      section,
      name: section,
      imageKey: key,
      title: sustainabilityTitles[section],
    });
  }
  for (const material of MATERIAL_SECTIONS) {
    add({
      id: `material-${material}`,
      set: 'sustainability',
      section: material,
      name: material,
      imageKey: `material-${material}`,
      title: material[0].toUpperCase() + material.slice(1),
    });
  }

  const random = createRandom(7);
  const ids = products.map((p) => p.id);
  WEEKDAYS.forEach((day, position) => {
    const [title, text] = WEEKDAY_TITLES[day];
    add({
      id: `modiweek-${day}`,
      set: 'modiweek',
      position,
      name: day,
      imageKey: `modiweek-${day}`,
      title,
      text,
      link: `/modiweek/${day}`,
      productIds: random.shuffle(ids).slice(0, random.int(3, 5)),
    });
  });
  return banners;
}

/** Banner image keys that exist (the image route answers 404 for any other). */
export function bannerImageKeys(banners: SeedBanner[]): Set<string> {
  return new Set(banners.map((b) => b.imageKey));
}
