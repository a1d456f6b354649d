import type { Category, Fabric } from 'contracts';

/**
 * Garment outlines on a 400x500 canvas, centred on x=200: simple, recognisable shapes per category.
 * `details` are extra strokes (seams, placket, cuffs) drawn over the fill in the shade colour.
 */
export const SILHOUETTES: Record<Category, { outline: string; details: string }> = {
  dresses: {
    outline:
      'M162 62 L178 60 Q200 92 222 60 L238 62 L250 150 Q246 172 240 190 L312 440 Q200 468 88 440 L160 190 Q154 172 150 150 Z',
    details: 'M158 190 Q200 200 242 190 M200 200 L200 300',
  },
  tops: {
    outline:
      'M148 112 L180 100 Q200 124 220 100 L252 112 L302 152 L282 190 L256 174 L256 334 Q200 342 144 334 L144 174 L118 190 L98 152 Z',
    details: 'M256 174 L256 160 M144 174 L144 160 M178 104 Q200 132 222 104',
  },
  pants: {
    outline: 'M138 72 L262 72 L278 452 L214 452 L200 204 L186 452 L122 452 Z',
    details: 'M138 96 L262 96 M170 96 L168 132 M232 96 L232 132 M246 110 L252 440 M154 110 L148 440',
  },
  blouses: {
    outline:
      'M150 100 L180 90 Q200 112 220 90 L250 100 L292 142 L322 332 L292 340 L262 184 L262 362 Q200 372 138 362 L138 184 L108 340 L78 332 L108 142 Z',
    details:
      'M180 90 L200 130 L220 90 M200 130 L200 362 M194 160 h12 M194 200 h12 M194 240 h12 M194 280 h12 M194 320 h12',
  },
  pullovers: {
    outline:
      'M146 110 L178 98 Q200 120 222 98 L254 110 L302 150 L326 352 L292 358 L266 192 L266 372 L134 372 L134 192 L108 358 L74 352 L98 150 Z',
    details:
      'M134 348 L266 348 M77 335 L106 340 M294 340 L323 335 M176 100 Q200 132 224 100 M150 140 L150 340 M250 140 L250 340',
  },
  shorts: {
    outline: 'M134 120 L266 120 L288 302 L216 312 L200 204 L184 312 L112 302 Z',
    details: 'M134 142 L266 142 M200 142 L200 196 M118 286 L184 296 M216 296 L282 286',
  },
};

/** A subtle texture per fabric, drawn over the fill so the image hints at the material. */
export function fabricPattern(fabric: Fabric, id: string, shade: string): string {
  const open = `<pattern id="${id}" width="12" height="12" patternUnits="userSpaceOnUse">`;
  switch (fabric) {
    case 'linen':
      return `${open}<path d="M0 3h12M0 9h12M3 0v12M9 0v12" stroke="${shade}" stroke-opacity=".12" stroke-width="1"/></pattern>`;
    case 'denim':
      return `${open}<path d="M0 12L12 0M-3 3L3-3M9 15L15 9" stroke="${shade}" stroke-opacity=".22" stroke-width="1.5"/></pattern>`;
    case 'lace':
      return `${open}<circle cx="6" cy="6" r="3" fill="none" stroke="${shade}" stroke-opacity=".3"/><circle cx="0" cy="0" r="1.5" fill="${shade}" fill-opacity=".25"/></pattern>`;
    case 'silk':
      return `${open}<path d="M0 6Q3 3 6 6T12 6" fill="none" stroke="#ffffff" stroke-opacity=".22" stroke-width="2"/></pattern>`;
    case 'chiffon':
      return `${open}<path d="M0 0h12" stroke="#ffffff" stroke-opacity=".25" stroke-width="4"/></pattern>`;
    case 'cotton':
    default:
      return `${open}<circle cx="6" cy="6" r="1" fill="${shade}" fill-opacity=".12"/></pattern>`;
  }
}
