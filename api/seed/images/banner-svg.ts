import { CATEGORIES, COLORS, WEEKDAYS, type Category, type Color } from 'contracts';
import { ACCENTS, COLOR_PAINT } from './palette';
import { SILHOUETTES } from './silhouettes';
import { createRandom } from '../prng';

interface Figure {
  category: Category;
  color: Color;
  /** Centre of the garment and its scale relative to the 400x500 drawing. */
  x: number;
  y: number;
  scale: number;
}

interface Scene {
  width: number;
  height: number;
  background: string;
  decor: string;
  figures: Figure[];
}

const circle = (cx: number, cy: number, r: number, fill: string, opacity = 1) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`;
const arch = (x: number, y: number, w: number, h: number, fill: string) =>
  `<path d="M${x} ${y + h}V${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}Z" fill="${fill}"/>`;
const leaf = (x: number, y: number, angle: number, size: number, fill: string) =>
  `<path transform="translate(${x} ${y}) rotate(${angle}) scale(${size})" d="M0 0C20-30 60-30 80 0C60 30 20 30 0 0Z" fill="${fill}"/>`;
const stem = (x: number, y: number, h: number, stroke: string) =>
  `<path d="M${x} ${y}q-10 ${-h / 2} 0 ${-h}" stroke="${stroke}" stroke-width="3" fill="none"/>`;

/** Every banner image by key. The weekday looks get an outfit each from a fixed-seed PRNG. */
const SCENES: Record<string, () => Scene> = {
  hero: () => ({
    width: 1440,
    height: 720,
    background: ACCENTS.sand,
    decor:
      circle(1040, 300, 250, ACCENTS.clay, 0.7) +
      arch(160, 140, 300, 580, ACCENTS.cream) +
      leaf(80, 620, -40, 2, ACCENTS.sage),
    figures: [
      { category: 'dresses', color: 'beige', x: 880, y: 400, scale: 1.25 },
      { category: 'blouses', color: 'white', x: 1130, y: 330, scale: 1 },
      { category: 'pants', color: 'brown', x: 1130, y: 520, scale: 0.8 },
    ],
  }),
  sustainability: () => ({
    width: 1200,
    height: 600,
    background: ACCENTS.mist,
    decor:
      leaf(100, 480, -50, 3, ACCENTS.sage) +
      leaf(260, 560, -70, 2.2, ACCENTS.sageDeep) +
      circle(900, 260, 200, '#ffffff', 0.5),
    figures: [{ category: 'pullovers', color: 'green', x: 880, y: 300, scale: 1 }],
  }),
  'new-in': () =>
    editorial(ACCENTS.cream, ACCENTS.terracotta, [
      ['dresses', 'red'],
      ['tops', 'white'],
    ]),
  'new-in-detail': () =>
    editorial('#f3efe8', ACCENTS.sage, [
      ['blouses', 'blue'],
      ['shorts', 'beige'],
    ]),
  'new-in-banner': () =>
    editorial(ACCENTS.sand, ACCENTS.clay, [
      ['pants', 'black'],
      ['tops', 'orange'],
      ['dresses', 'green'],
    ]),
  'plus-size': () =>
    editorial('#f4ece6', ACCENTS.terracotta, [
      ['dresses', 'purple'],
      ['blouses', 'beige'],
    ]),
  'plus-size-detail': () =>
    editorial('#eef0ea', ACCENTS.sageDeep, [
      ['pullovers', 'gray'],
      ['pants', 'blue'],
    ]),
  login: () => ({
    width: 800,
    height: 1000,
    background: ACCENTS.sand,
    decor:
      arch(150, 120, 500, 880, ACCENTS.cream) +
      circle(620, 200, 110, ACCENTS.clay, 0.8) +
      leaf(60, 900, -60, 2, ACCENTS.sage),
    figures: [{ category: 'dresses', color: 'blue', x: 400, y: 560, scale: 1.5 }],
  }),
  'sustainability-main': () => ({
    width: 1440,
    height: 640,
    background: '#e8ece4',
    decor:
      [0, 1, 2, 3, 4]
        .map((i) => leaf(120 + i * 90, 600 - i * 30, -60 - i * 8, 1.6, i % 2 ? ACCENTS.sage : ACCENTS.sageDeep))
        .join('') + circle(1100, 240, 220, '#ffffff', 0.55),
    figures: [
      { category: 'blouses', color: 'white', x: 980, y: 320, scale: 0.95 },
      { category: 'pants', color: 'beige', x: 1200, y: 360, scale: 0.95 },
    ],
  }),
  'sustainability-second': () => ({
    // Processing: threads running through the spools.
    width: 800,
    height: 800,
    background: ACCENTS.cream,
    decor:
      [0, 1, 2]
        .map(
          (i) =>
            circle(200 + i * 200, 300, 70, [ACCENTS.sage, ACCENTS.clay, ACCENTS.terracotta][i], 0.85) +
            circle(200 + i * 200, 300, 18, ACCENTS.cream),
        )
        .join('') +
      '<path d="M60 520C220 420 380 640 540 520S760 460 780 500" fill="none" stroke="#6f8468" stroke-width="6"/>',
    figures: [],
  }),
  'sustainability-third': () => ({
    // Packaging: a recycled-paper parcel tied with string.
    width: 800,
    height: 800,
    background: '#f1ebe2',
    decor:
      '<path d="M200 330L400 250L600 330V560L400 640L200 560Z" fill="#d2b48c"/><path d="M200 330L400 410L600 330M400 410V640" fill="none" stroke="#a68e6c" stroke-width="6"/>' +
      '<path d="M300 290L500 370V600" fill="none" stroke="#6f8468" stroke-width="8"/>' +
      leaf(430, 250, -30, 1, ACCENTS.sage),
    figures: [],
  }),
  'sustainability-fourth': () => ({
    // Product caring: a garment with water drops.
    width: 800,
    height: 800,
    background: ACCENTS.mist,
    decor: [0, 1, 2, 3]
      .map(
        (i) =>
          `<path transform="translate(${170 + i * 150} ${120 + (i % 2) * 60})" d="M0 0C14 22 24 36 24 48A24 24 0 0 1-24 48C-24 36-14 22 0 0Z" fill="#8fb3c9" fill-opacity=".7"/>`,
      )
      .join(''),
    figures: [{ category: 'tops', color: 'white', x: 400, y: 470, scale: 1.2 }],
  }),
  'sustainability-fifth': () => ({
    // Materials: fabric swatches fanned out.
    width: 800,
    height: 800,
    background: ACCENTS.sand,
    decor: (['beige', 'white', 'green', 'brown', 'blue'] as Color[])
      .map(
        (c, i) =>
          `<rect x="260" y="240" width="280" height="340" rx="12" transform="rotate(${-24 + i * 12} 400 700)" fill="${COLOR_PAINT[c].fill}" stroke="${COLOR_PAINT[c].shade}" stroke-width="2"/>`,
      )
      .join(''),
    figures: [],
  }),
  'material-cotton': () => ({
    width: 800,
    height: 600,
    background: ACCENTS.cream,
    decor: [
      [260, 260],
      [420, 220],
      [560, 300],
      [360, 380],
    ]
      .map(
        ([x, y]) =>
          stem(x, y + 200, 200, ACCENTS.sageDeep) +
          circle(x - 22, y, 34, '#ffffff') +
          circle(x + 22, y, 34, '#ffffff') +
          circle(x, y - 26, 34, '#fbfaf6') +
          circle(x, y + 10, 30, '#f3efe6'),
      )
      .join(''),
    figures: [],
  }),
  'material-wool': () => ({
    width: 800,
    height: 600,
    background: '#efe9e1',
    decor:
      circle(400, 300, 170, '#c9b59b') +
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            `<path d="M${250 + i * 10} ${180 + i * 45}Q400 ${120 + i * 60} ${560 - i * 10} ${200 + i * 40}" fill="none" stroke="#a68e6c" stroke-width="5"/>`,
        )
        .join('') +
      '<path d="M560 380C640 430 700 420 760 520" fill="none" stroke="#a68e6c" stroke-width="5"/>',
    figures: [],
  }),
  'material-linen': () => ({
    width: 800,
    height: 600,
    background: '#eeede4',
    decor: [0, 1, 2, 3, 4, 5, 6]
      .map(
        (i) =>
          stem(180 + i * 75, 600, 320 + (i % 3) * 60, '#8a9a6e') +
          circle(180 + i * 75 + (i % 2 ? 8 : -8), 280 - (i % 3) * 60, 12, '#8fa6c9'),
      )
      .join(''),
    figures: [],
  }),
  'material-silk': () => ({
    width: 800,
    height: 600,
    background: '#f3eee9',
    decor: [0, 1, 2, 3]
      .map(
        (i) =>
          `<path d="M0 ${200 + i * 70}C200 ${120 + i * 70} 300 ${320 + i * 70} 500 ${220 + i * 70}S760 ${160 + i * 70} 800 ${220 + i * 70}V600H0Z" fill="${['#e7d3c6', '#d8b9a6', '#c99d86', '#b8846b'][i]}" fill-opacity=".8"/>`,
      )
      .join(''),
    figures: [],
  }),
};

for (const category of CATEGORIES) {
  SCENES[`category-${category}`] = () => {
    const index = CATEGORIES.indexOf(category);
    const color = (['beige', 'blue', 'brown', 'white', 'green', 'orange'] as Color[])[index];
    return {
      width: 600,
      height: 750,
      background: [ACCENTS.sand, ACCENTS.mist, '#f1ebe2', '#f4ece6', '#eef0ea', ACCENTS.cream][index],
      decor: arch(110, 90, 380, 660, '#ffffff') + circle(470, 140, 60, index % 2 ? ACCENTS.sage : ACCENTS.clay, 0.8),
      figures: [{ category, color, x: 300, y: 430, scale: 1.2 }],
    };
  };
}

WEEKDAYS.forEach((day, index) => {
  SCENES[`modiweek-${day}`] = () => {
    const random = createRandom(100 + index);
    const [a, b] = random.shuffle(COLORS);
    const outfit: Figure[] = random.chance(0.4)
      ? [{ category: 'dresses', color: a, x: 300, y: 430, scale: 1.3 }]
      : [
          { category: random.pick(['tops', 'blouses', 'pullovers'] as Category[]), color: a, x: 300, y: 330, scale: 1 },
          { category: random.pick(['pants', 'shorts'] as Category[]), color: b, x: 300, y: 600, scale: 0.75 },
        ];
    return {
      width: 600,
      height: 800,
      background: COLOR_PAINT[b].background,
      decor: circle(300, 320, 230, '#ffffff', 0.55) + leaf(40, 760, -50, 1.4, ACCENTS.sage),
      figures: outfit,
    };
  };
});

export const BANNER_IMAGE_KEYS: readonly string[] = Object.keys(SCENES);

/** The SVG for a banner key, or null when there is no such banner image. */
export function renderBannerSvg(key: string): string | null {
  const build = Object.prototype.hasOwnProperty.call(SCENES, key) ? SCENES[key] : undefined;
  if (!build) return null;
  const scene = build();
  const figures = scene.figures.map(drawFigure).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${scene.width} ${scene.height}" width="${scene.width}" height="${scene.height}" role="img" aria-label="${key}">` +
    `<rect width="${scene.width}" height="${scene.height}" fill="${scene.background}"/>${scene.decor}${figures}</svg>`
  );
}

function drawFigure({ category, color, x, y, scale }: Figure): string {
  const shape = SILHOUETTES[category];
  const paint = COLOR_PAINT[color];
  return (
    `<g transform="translate(${x} ${y}) scale(${scale}) translate(-200 -250)">` +
    `<path d="${shape.outline}" fill="${paint.fill}" stroke="${paint.shade}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="${shape.details}" fill="none" stroke="${paint.shade}" stroke-width="2" stroke-opacity=".6"/></g>`
  );
}

/** Three garments side by side on an arch: new-in and plus-size banners. */
function editorial(background: string, accent: string, garments: [Category, Color][]): Scene {
  const width = 1200;
  return {
    width,
    height: 600,
    background,
    decor:
      circle(180, 140, 120, accent, 0.45) + arch(700, 60, 420, 540, '#ffffff') + leaf(40, 560, -40, 1.5, ACCENTS.sage),
    figures: garments.map(([category, color], i) => ({
      category,
      color,
      x: 760 + i * 170 - (garments.length - 2) * 60,
      y: 330,
      scale: 0.85,
    })),
  };
}
