import { CATEGORIES, COLORS, FABRICS, SIZES, WEEKDAYS } from 'contracts';
import { generateBanners } from '../banners';
import { generateCatalogue } from '../catalogue';
import { BANNER_IMAGE_KEYS } from '../images/banner-svg';
import { seedPhotoPaths } from '../images/seed-photo-names';

const products = generateCatalogue();

describe('seed catalogue', () => {
  it('is the same on every run', () => {
    expect(generateCatalogue()).toEqual(products);
    expect(generateBanners(generateCatalogue())).toEqual(generateBanners(products));
  });

  it('has at least 120 products with six-digit ids from 100001', () => {
    expect(products.length).toBeGreaterThanOrEqual(120);
    expect(products[0].id).toBe('100001');
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(products.every((p) => /^\d{6}$/.test(p.id))).toBe(true);
  });

  it('covers every category, with new and plus-size products in each', () => {
    for (const category of CATEGORIES) {
      const inCategory = products.filter((p) => p.category === category);
      expect(inCategory.length).toBeGreaterThanOrEqual(12);
      expect(inCategory.some((p) => p.new)).toBe(true);
      expect(inCategory.some((p) => p.plusSize)).toBe(true);
    }
  });

  it('marks about 20% new and about 25% plus size', () => {
    const share = (f: (p: (typeof products)[number]) => boolean) => products.filter(f).length / products.length;
    expect(share((p) => p.new)).toBeCloseTo(0.2, 1);
    expect(share((p) => p.plusSize)).toBeCloseTo(0.25, 1);
  });

  it('gives every product 1-4 colours, all six sizes and some sold-out sizes', () => {
    let soldOut = 0;
    for (const p of products) {
      expect(p.products.length).toBeGreaterThanOrEqual(1);
      expect(p.products.length).toBeLessThanOrEqual(4);
      expect(new Set(p.products.map((v) => v.color)).size).toBe(p.products.length);
      for (const v of p.products) {
        expect(COLORS).toContain(v.color);
        expect(v.sizes.map((s) => s.size)).toEqual(SIZES.map((s) => s.value));
        expect(v.image).toEqual(
          seedPhotoPaths({ productId: p.id, name: p.name, category: p.category, fabric: p.fabric, color: v.color }),
        );
        soldOut += v.sizes.filter((s) => s.quantity === 0).length;
      }
      expect(p.image).toEqual(p.products[0].image);
      expect(FABRICS).toContain(p.fabric);
    }
    expect(soldOut).toBeGreaterThan(20);
  });

  it('prices between $29 and $189 ending in .00, .50 or .99', () => {
    for (const { price } of products) {
      expect(price).toBeGreaterThanOrEqual(29);
      expect(price).toBeLessThanOrEqual(189);
      expect(['00', '50', '99']).toContain(price.toFixed(2).slice(-2));
    }
  });

  it('ranks best sellers 1..n without ties', () => {
    expect(products.map((p) => p.bestSellerRank).sort((a, b) => a - b)).toEqual(products.map((_, i) => i + 1));
  });

  it('writes unique names and descriptions that mention the fabric family and the colours', () => {
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    for (const p of products) {
      const sentences = p.description.split('. ').length;
      expect(sentences).toBeGreaterThanOrEqual(3);
      expect(p.description).toContain(`Available in`);
      for (const v of p.products) expect(p.description).toContain(v.color);
    }
  });

  it('has banners for every set, seven Modiweek looks and an image for each', () => {
    const banners = generateBanners(products);
    const sets = new Set(banners.map((b) => b.set));
    for (const set of [
      'mainBanner',
      'sustainability',
      'collection',
      'newIn',
      'newInBanner',
      'plusSize',
      'bannerLogin',
      'modiweek',
    ]) {
      expect(sets).toContain(set);
    }
    expect(banners.filter((b) => b.set === 'modiweek').map((b) => b.name)).toEqual([...WEEKDAYS]);
    for (const b of banners) expect(BANNER_IMAGE_KEYS).toContain(b.imageKey);
  });
});
