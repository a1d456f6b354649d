/**
 * `npm run seed:images -w api`: writes every banner image and the three views of a few products to
 * <repo>/.data/image-preview/ with an index.html, to look at the illustrations without the server.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/db/paths';
import { generateCatalogue } from './catalogue';
import { BANNER_IMAGE_KEYS, renderBannerSvg } from './images/banner-svg';
import { PRODUCT_VIEWS, productImageInput, renderProductSvg } from './images/product-svg';

const out = path.join(REPO_ROOT, '.data', 'image-preview');
mkdirSync(out, { recursive: true });
const files: string[] = [];

for (const key of BANNER_IMAGE_KEYS) {
  const file = `banner-${key}.svg`;
  writeFileSync(path.join(out, file), renderBannerSvg(key)!);
  files.push(file);
}
for (const product of generateCatalogue().slice(0, 12)) {
  for (const variant of product.products) {
    for (const view of PRODUCT_VIEWS) {
      const file = `product-${product.id}-${variant.color}-${view}.svg`;
      writeFileSync(path.join(out, file), renderProductSvg(productImageInput(product, variant.color, view)));
      files.push(file);
    }
  }
}
writeFileSync(
  path.join(out, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Vesna images</title><body style="display:flex;flex-wrap:wrap;gap:8px">` +
    files
      .map(
        (f) =>
          `<figure style="margin:0"><img src="${f}" height="200"><figcaption style="font:12px sans-serif">${f}</figcaption></figure>`,
      )
      .join('') +
    '</body>',
);
console.log(`Wrote ${files.length} images to ${out}/index.html`);
