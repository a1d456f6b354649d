import { CATEGORIES, COLORS, SIZES, type Category, type Color, type Fabric, type Product, type Size } from 'contracts';
import { createRandom, type Random } from './prng';
import { seedPhotoPaths } from './images/seed-photo-names';

/**
 * The seed catalogue, generated from word lists with a fixed-seed PRNG: the same 132 products on
 * every machine. Ids run from 100001 in generation order; categories take turns so every page of
 * "shop all" mixes them.
 */
export const CATALOGUE_SEED = 20260401;
export const PRODUCTS_PER_CATEGORY = 22;
export const FIRST_PRODUCT_ID = 100001;

/** The generated drawings of a colour (what a colour without photos shows). */
export function productImagePaths(productId: string, color: Color): string[] {
  return [1, 2, 3].map((view) => `/api/images/products/${productId}/${color}/${view}.svg`);
}

interface CategoryWords {
  /** Garment styles; the last word is the garment noun ("Wrap Midi Dress"). */
  styles: string[];
  fabrics: Fabric[];
  price: [number, number];
  fit: string[];
}

const WORDS: Record<Category, CategoryWords> = {
  dresses: {
    styles: [
      'Wrap Midi Dress',
      'Slip Dress',
      'Shirt Dress',
      'Tiered Maxi Dress',
      'Smocked Sundress',
      'A-Line Mini Dress',
      'Pleated Midi Dress',
      'Tea Dress',
      'Sheath Dress',
      'Babydoll Dress',
      'Halter Maxi Dress',
      'Puff-Sleeve Midi Dress',
    ],
    fabrics: ['linen', 'cotton', 'silk', 'chiffon', 'lace', 'denim'],
    price: [69, 189],
    fit: [
      'It skims the body and falls just below the knee, with a tie waist you can set where you like.',
      'The bodice is gently fitted and the skirt swings freely, so it moves with you.',
      'A relaxed cut with side pockets and a softly gathered waist keeps it easy all day.',
      'Adjustable straps and a bias cut give a fluid, flattering line.',
    ],
  },
  tops: {
    styles: [
      'Ribbed Tank',
      'Boxy Tee',
      'Cropped Cami',
      'Square-Neck Top',
      'Puff-Sleeve Top',
      'Halter Top',
      'Wrap Top',
      'Knot-Front Top',
      'Scoop-Neck Tee',
      'Peplum Top',
      'Corset Top',
      'Shell Top',
    ],
    fabrics: ['cotton', 'linen', 'silk', 'lace', 'chiffon'],
    price: [29, 79],
    fit: [
      'It sits neatly at the waist, made to tuck into high-rise trousers or a full skirt.',
      'A close, easy fit with a touch of stretch keeps its shape from morning to evening.',
      'The slightly cropped, boxy cut pairs well with anything high-waisted.',
      'A relaxed drape through the body and a clean neckline make it an everyday favourite.',
    ],
  },
  pants: {
    styles: [
      'Wide-Leg Trousers',
      'Straight-Leg Pants',
      'Cigarette Pants',
      'Palazzo Pants',
      'Cargo Pants',
      'Pleated Trousers',
      'Flared Pants',
      'Paperbag Trousers',
      'Drawstring Pants',
      'Culottes',
      'Tapered Trousers',
      'Barrel-Leg Pants',
    ],
    fabrics: ['cotton', 'linen', 'denim', 'silk'],
    price: [49, 139],
    fit: [
      'A high rise and a long, wide leg lengthen the line; the waistband has hidden stretch at the back.',
      'They sit at the natural waist and fall straight, with pressed creases for a tailored finish.',
      'An elasticated waist and a relaxed leg make them as comfortable as they are polished.',
      'A slim, ankle-grazing leg that looks sharp with loafers or trainers.',
    ],
  },
  blouses: {
    styles: [
      'Peasant Blouse',
      'Bow-Neck Blouse',
      'Ruffled Blouse',
      'Button-Down Blouse',
      'Pintuck Blouse',
      'Balloon-Sleeve Blouse',
      'Tie-Front Blouse',
      'Embroidered Blouse',
      'Sailor-Collar Blouse',
      'Wrap Blouse',
      'Victorian Blouse',
      'Camp-Collar Blouse',
    ],
    fabrics: ['cotton', 'linen', 'silk', 'chiffon', 'lace'],
    price: [39, 119],
    fit: [
      'The fit is relaxed through the body with softly gathered cuffs.',
      'It is cut slightly longer at the back, so it stays tucked in or looks easy worn loose.',
      'Dropped shoulders and a generous sleeve give it a soft, romantic silhouette.',
      'A neat, tailored fit with a concealed placket keeps it crisp.',
    ],
  },
  pullovers: {
    styles: [
      'Crew-Neck Pullover',
      'Cable-Knit Pullover',
      'Turtleneck Pullover',
      'Oversized Pullover',
      'V-Neck Pullover',
      'Half-Zip Pullover',
      'Mock-Neck Pullover',
      'Fisherman Pullover',
      'Raglan Pullover',
      'Cropped Pullover',
      'Boat-Neck Pullover',
      'Pointelle Pullover',
    ],
    fabrics: ['cotton', 'linen'],
    price: [49, 149],
    fit: [
      'An easy, slightly oversized fit with dropped shoulders and ribbed cuffs.',
      'It is knitted to a mid-weight gauge that layers well over shirts and under coats.',
      'A close, cosy fit that sits at the hip and keeps its shape wash after wash.',
      'Generous through the body and cropped at the waist to pair with high-rise bottoms.',
    ],
  },
  shorts: {
    styles: [
      'Paperbag Shorts',
      'Bermuda Shorts',
      'Pleated Shorts',
      'Cut-Off Shorts',
      'Drawstring Shorts',
      'Tailored Shorts',
      'Bike Shorts',
      'Sailor Shorts',
      'Running Shorts',
      'Boxer Shorts',
      'High-Rise Shorts',
      'Cuffed Shorts',
    ],
    fabrics: ['denim', 'cotton', 'linen'],
    price: [29, 89],
    fit: [
      'A high waist and a relaxed leg that ends mid-thigh.',
      'They sit at the waist with a soft paperbag gather and a self-tie belt.',
      'A longer, knee-grazing length with neat turn-ups.',
      'An elasticated back waist makes them easy to wear on the hottest days.',
    ],
  },
};

const FABRIC_PHRASES: Record<Fabric, { adjective: string; phrases: string[] }> = {
  cotton: { adjective: 'Cotton', phrases: ['soft organic cotton', 'crisp cotton poplin', 'brushed cotton twill'] },
  linen: { adjective: 'Linen', phrases: ['breathable European linen', 'washed linen', 'airy linen'] },
  silk: { adjective: 'Silk', phrases: ['fluid mulberry silk', 'sand-washed silk', 'lustrous silk satin'] },
  lace: { adjective: 'Lace', phrases: ['delicate floral lace', 'scalloped cotton lace', 'fine Leavers-style lace'] },
  chiffon: { adjective: 'Chiffon', phrases: ['airy chiffon', 'light georgette chiffon', 'sheer layered chiffon'] },
  denim: { adjective: 'Denim', phrases: ['rigid organic denim', 'soft-washed denim', 'mid-blue recycled denim'] },
};

/** Words that open a name instead of the fabric, to vary the catalogue ("Riviera Linen ..."). */
const MOODS = [
  'Riviera',
  'Meadow',
  'Dnipro',
  'Harbour',
  'Sunday',
  'Atelier',
  'Orchard',
  'Coastal',
  'Garden',
  'Podil',
  'Studio',
  'Vintage',
];

const OPENINGS = [
  (phrase: string, garment: string) => `Cut from ${phrase}, this ${garment} feels light against the skin.`,
  (phrase: string, garment: string) => `This ${garment} is made from ${phrase} that softens with every wash.`,
  (phrase: string, garment: string) => `Our ${garment} in ${phrase} brings an easy elegance to the everyday.`,
  (phrase: string, garment: string) => `Made in ${phrase}, the ${garment} has a quiet, considered look.`,
];

const OCCASIONS = [
  'Wear it to the office with loafers, then out to dinner with sandals.',
  'Perfect for weekend markets, long lunches and summer evenings by the river.',
  'Dress it up with heels for a wedding or down with trainers for a city stroll.',
  'An easy choice for travel: it packs small and looks good on arrival.',
  'Made for garden parties, gallery openings and slow Sunday mornings.',
  'Layer it through the seasons, from a spring breeze to an autumn evening.',
];

const PLUS_SIZE_NOTE = 'Part of our plus-size line, cut and fitted on sizes 1X to 3X.';

/**
 * Second words for names once a category's plain and mood names run out (a catalogue of thousands,
 * SEED_PRODUCTS): Kyiv streets and quarters, so a generated name still reads like a collection piece.
 */
const EDITIONS = [
  'Andriivskyi',
  'Khreshchatyk',
  'Obolon',
  'Pechersk',
  'Lavra',
  'Hydropark',
  'Vozdvyzhenka',
  'Lukianivka',
  'Solomianka',
  'Holosiiv',
  'Darnytsia',
  'Rusanivka',
  'Syrets',
  'Teremky',
  'Vynohradar',
  'Osokorky',
  'Berezniaky',
  'Sviatoshyn',
  'Zoloti Vorota',
  'Kontraktova',
  'Reitarska',
  'Yaroslaviv Val',
  'Saksahanskoho',
  'Velyka Vasylkivska',
];

export interface SeedCatalogueOptions {
  seed?: number;
  perCategory?: number;
  /** Exactly this many products (categories still take turns); overrides perCategory. */
  total?: number;
}

export function generateCatalogue(options: SeedCatalogueOptions = {}): Product[] {
  const random = createRandom(options.seed ?? CATALOGUE_SEED);
  const perCategory = options.perCategory ?? PRODUCTS_PER_CATEGORY;
  const total = options.total ?? perCategory * CATEGORIES.length;
  const ids = Array.from({ length: total }, (_, i) => String(FIRST_PRODUCT_ID + i));

  // Exact shares rather than coin flips, so the listings always look the same: 20% new, 25% plus size.
  const newIds = new Set(random.shuffle(ids).slice(0, Math.round(total * 0.2)));
  const plusIds = new Set(random.shuffle(ids).slice(0, Math.round(total * 0.25)));
  const ranks = random.shuffle(ids.map((_, i) => i + 1));
  const usedNames = new Set<string>();

  return ids.map((id, index) => {
    const category = CATEGORIES[index % CATEGORIES.length];
    const words = WORDS[category];
    const fabric = random.pick(words.fabrics);
    const plusSize = plusIds.has(id);
    const { name, garment } = uniqueName(random, usedNames, category, fabric);
    const colors = random.shuffle(COLORS).slice(0, random.int(1, 4));
    return {
      id,
      name,
      description: describe(random, category, fabric, colors, plusSize, garment),
      price: price(random, words.price, fabric),
      category,
      new: newIds.has(id),
      plusSize,
      fabric,
      bestSellerRank: ranks[index],
      image: seedPhotoPaths({ productId: id, name, category, fabric, color: colors[0] }),
      products: colors.map((color) => ({
        color,
        image: seedPhotoPaths({ productId: id, name, category, fabric, color }),
        sizes: SIZES.map(({ value }) => ({ size: value, quantity: stock(random, value, plusSize) })),
      })),
    };
  });
}

function uniqueName(
  random: Random,
  used: Set<string>,
  category: Category,
  fabric: Fabric,
): { name: string; garment: string } {
  const { styles } = WORDS[category];
  for (let attempt = 0; ; attempt++) {
    const style = random.pick(styles);
    const fabricWord = FABRIC_PHRASES[fabric].adjective;
    // Denim trousers are jeans; a second mood word only when the plain names are used up.
    const garment = fabric === 'denim' && category === 'pants' ? style.replace(/(Trousers|Pants)$/, 'Jeans') : style;
    // Past 16 tries the mood names are nearly used up (only large generated catalogues get here, so the
    // seed's 132 names never change): a street name is added.
    const base =
      attempt > 16
        ? `${random.pick(MOODS)} ${fabricWord} ${garment} ${random.pick(EDITIONS)}`
        : random.chance(0.35) || attempt > 8
          ? `${random.pick(MOODS)} ${fabricWord} ${garment}`
          : `${fabricWord} ${garment}`;
    // Beyond every combination (tens of thousands per category) a name may repeat rather than loop forever.
    if (!used.has(base) || attempt > 64) {
      used.add(base);
      return { name: base, garment };
    }
  }
}

function describe(
  random: Random,
  category: Category,
  fabric: Fabric,
  colors: Color[],
  plusSize: boolean,
  garmentName: string,
): string {
  const words = WORDS[category];
  const garment = garmentName.toLowerCase();
  const sentences = [
    random.pick(OPENINGS)(random.pick(FABRIC_PHRASES[fabric].phrases), garment),
    random.pick(words.fit),
    random.pick(OCCASIONS),
  ];
  if (plusSize) sentences.push(PLUS_SIZE_NOTE);
  sentences.push(`Available in ${joinWords(colors)}.`);
  return sentences.join(' ');
}

function joinWords(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function price(random: Random, [min, max]: [number, number], fabric: Fabric): number {
  const dollars = random.int(min, max) + (fabric === 'silk' ? 20 : 0);
  const cents = random.pick([0, 0.5, 0.99]);
  return Math.min(dollars, 188) + cents;
}

/** Stock per size: about one size in six is sold out; plus sizes are stocked mainly for the plus-size line. */
function stock(random: Random, size: Size, plusSize: boolean): number {
  const isPlus = size === '1x' || size === '2x' || size === '3x';
  if (isPlus && !plusSize) return random.chance(0.5) ? 0 : random.int(1, 6);
  if (random.chance(0.15)) return 0;
  return random.int(1, 20);
}
