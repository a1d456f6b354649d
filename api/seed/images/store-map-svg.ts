import { STORE_ADDRESS } from 'contracts';
import { ACCENTS } from './palette';

/**
 * The visit-us page's default map: a simplified drawing of the streets around the Kyiv store, served by the
 * shop itself so the page needs no network beyond the shop. It is a sketch (clearly labelled, not to scale),
 * not cartography: the OpenStreetMap link beside it is for directions.
 */
const WIDTH = 1200;
const HEIGHT = 800;

const LAND = '#efe9df';
const BLOCK = '#e2d9cb';
const STREET = '#ffffff';
const STREET_EDGE = '#d6cbbb';
const PARK = ACCENTS.sage;
const LABEL = '#5d574f';
const FONT = "font-family='Helvetica, Arial, sans-serif'";

/** Streets of the sketch, in the rotated grid's coordinates; the main street is the store's. */
const HORIZONTAL = [
  { y: 170, width: 26, name: 'Reitarska St' },
  { y: 430, width: 40, name: 'Yaroslaviv Val St', main: true },
  { y: 690, width: 30, name: 'Bohdana Khmelnytskoho St' },
];
const VERTICAL = [
  { x: 230, width: 26, name: 'Olesia Honchara St' },
  { x: 610, width: 30, name: 'Striletska St' },
  { x: 1000, width: 34, name: 'Volodymyrska St' },
];
/** Where the pin stands on Yaroslaviv Val, between Striletska and Volodymyrska. */
const STORE = { x: 800, y: 430 };
/** The square around the Golden Gate, east of the store. */
const PARK_BLOCK = { x: 1017, y: 450, w: 240, h: 223 };
/** Where the park's name goes: inside the part of the park the picture shows. */
const PARK_LABEL_X = 1090;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function blocks(): string {
  // City blocks between the streets: the gaps between consecutive street lines, inset by a pavement.
  const xs = [-300, ...VERTICAL.map((s) => s.x), 1500];
  const ys = [-300, ...HORIZONTAL.map((s) => s.y), 1100];
  const out: string[] = [];
  for (let i = 0; i < xs.length - 1; i += 1) {
    for (let j = 0; j < ys.length - 1; j += 1) {
      const x = xs[i] + 30;
      const y = ys[j] + 30;
      const w = xs[i + 1] - xs[i] - 60;
      const h = ys[j + 1] - ys[j] - 60;
      const isPark = xs[i] === 1000 && ys[j] === 430;
      if (isPark) continue;
      out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${BLOCK}"/>`);
    }
  }
  return out.join('');
}

function street(d: string, width: number): string {
  return (
    `<path d="${d}" stroke="${STREET_EDGE}" stroke-width="${width + 4}" fill="none"/>` +
    `<path d="${d}" stroke="${STREET}" stroke-width="${width}" fill="none"/>`
  );
}

function streets(): string {
  const lines = [
    ...HORIZONTAL.map(({ y, width }) => street(`M-300 ${y}H1500`, width)),
    ...VERTICAL.map(({ x, width }) => street(`M${x} -300V1100`, width)),
  ];
  const labels = [
    ...HORIZONTAL.map(
      ({ y, name, main }) =>
        `<text x="${main ? 330 : 360}" y="${y + 6}" ${FONT} font-size="${main ? 19 : 16}" font-weight="${main ? 700 : 400}" fill="${LABEL}">${escapeXml(name)}</text>`,
    ),
    ...VERTICAL.map(
      ({ x, name }) =>
        `<text transform="translate(${x + 6} 620) rotate(-90)" ${FONT} font-size="16" fill="${LABEL}">${escapeXml(name)}</text>`,
    ),
  ];
  return lines.join('') + labels.join('');
}

function park(): string {
  const { x, y, w, h } = PARK_BLOCK;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${PARK}" fill-opacity=".7"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<circle cx="${x + 40 + i * 42}" cy="${y + 45 + (i % 2) * 120}" r="18" fill="${ACCENTS.sageDeep}" fill-opacity=".45"/>`,
      )
      .join('') +
    `<rect x="${x + 95}" y="${y + 80}" width="56" height="60" rx="4" fill="#cdbfa8"/>` +
    `<text x="${PARK_LABEL_X}" y="${y + 190}" ${FONT} font-size="15" text-anchor="middle" fill="${LABEL}">Golden Gate</text>`
  );
}

function pin(): string {
  const { x, y } = STORE;
  const label = `Vesna · ${STORE_ADDRESS.street}`;
  const labelWidth = 28 + label.length * 10.5;
  return (
    `<g transform="translate(${x} ${y})">` +
    `<ellipse cx="0" cy="2" rx="16" ry="6" fill="#000" fill-opacity=".18"/>` +
    `<path d="M0 0C-8-22-30-36-30-62A30 30 0 0 1 30-62C30-36 8-22 0 0Z" fill="${ACCENTS.terracotta}" stroke="#8f5238" stroke-width="2"/>` +
    `<circle cx="0" cy="-62" r="11" fill="#ffffff"/>` +
    `<rect x="${-labelWidth / 2}" y="-136" width="${labelWidth}" height="42" rx="6" fill="${ACCENTS.ink}"/>` +
    `<text x="0" y="-108" ${FONT} font-size="18" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(label)}</text>` +
    `</g>`
  );
}

function compassAndCaption(): string {
  return (
    `<g transform="translate(1120 90)">` +
    `<circle r="34" fill="#ffffff" fill-opacity=".92" stroke="${STREET_EDGE}"/>` +
    `<path d="M0-24L9 6H-9Z" fill="${ACCENTS.ink}"/>` +
    `<text y="24" ${FONT} font-size="15" font-weight="700" text-anchor="middle" fill="${ACCENTS.ink}">N</text>` +
    `</g>` +
    // Inset from the left: a phone's taller frame crops the map's sides a little.
    `<rect x="100" y="${HEIGHT - 52}" width="330" height="34" rx="6" fill="#ffffff" fill-opacity=".92"/>` +
    `<text x="116" y="${HEIGHT - 29}" ${FONT} font-size="15" fill="${LABEL}">Simplified map of Kyiv centre, not to scale</text>`
  );
}

export function renderStoreMapSvg(): string {
  const label = `Map: the Vesna store at ${STORE_ADDRESS.street}, ${STORE_ADDRESS.city}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${LAND}"/>` +
    // A slight tilt: real streets are rarely square to the page, and it reads as a map, not a chart.
    `<g transform="rotate(-7 600 400)">${blocks()}${park()}${streets()}${pin()}</g>` +
    compassAndCaption() +
    `</svg>`
  );
}
