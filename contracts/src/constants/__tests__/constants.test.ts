import {
  API_BASE_URL,
  API_PATHS,
  AUTH_GOOGLE_PATH,
  buildApiPath,
  CATEGORIES,
  CATEGORY_TABS,
  COLORS,
  CURRENCY,
  FABRICS,
  FIRST_PAGE,
  LIMITS,
  PAGE_SIZE,
  SIZES,
  SORT_OPTIONS,
  TAX_RATE,
  THRESHOLDS,
  TIMINGS,
  WEEKDAYS,
} from '../../index';
import { SIZE_GUIDE, formatMeasureRange } from 'contracts/size-guide';

describe('catalogue constants', () => {
  it('pages listings by 6 starting at page 1', () => {
    expect(PAGE_SIZE).toBe(6);
    expect(FIRST_PAGE).toBe(1);
  });

  it('lists the category tabs "shop all" first, then the categories in order', () => {
    expect(CATEGORIES).toEqual(['dresses', 'tops', 'pants', 'blouses', 'pullovers', 'shorts']);
    expect(CATEGORY_TABS.map((tab) => tab.label)).toEqual([
      'shop all',
      'dresses',
      'tops',
      'pants',
      'blouses',
      'pullovers',
      'shorts',
    ]);
    expect(CATEGORY_TABS[0]).toEqual({ value: 'shopAll', label: 'shop all' });
  });

  it('maps sizes to their US ranges', () => {
    expect(SIZES).toEqual([
      { value: 's', label: 'S', usRange: 'US 0-4' },
      { value: 'm', label: 'M', usRange: 'US 6-10' },
      { value: 'l', label: 'L', usRange: 'US 10-14' },
      { value: '1x', label: '1X', usRange: 'US 16-18' },
      { value: '2x', label: '2X', usRange: 'US 20-22' },
      { value: '3x', label: '3X', usRange: 'US 24-26' },
    ]);
  });

  it('has the spec colours and fabrics', () => {
    expect(COLORS).toEqual(['blue', 'black', 'red', 'white', 'beige', 'green', 'orange', 'gray', 'purple', 'brown']);
    expect(FABRICS).toEqual(['cotton', 'linen', 'silk', 'lace', 'chiffon', 'denim']);
  });

  it('labels "+price" high to low and "-price" low to high', () => {
    expect(SORT_OPTIONS).toEqual([
      { value: '+price', label: 'Price: high to low' },
      { value: '-price', label: 'Price: low to high' },
      { value: 'bestSeller', label: 'Bestsellers' },
    ]);
  });
});

describe('size guide', () => {
  it('gives bust, waist and hips in inches as in the spec', () => {
    const inches = SIZE_GUIDE.map((row) =>
      [row.label, ...[row.inches.bust, row.inches.waist, row.inches.hips].map(formatMeasureRange)].join(' '),
    );
    expect(inches).toEqual([
      'S 32-34 24-26 34-36',
      'M 36-38 28-30 38-40',
      'L 40-42 32-34 42-44',
      '1X 44-46 38-40 46-48',
      '2X 48-50 42-44 50-52',
      '3X 52-54 46-48 54-56',
    ]);
  });

  it('derives centimetres rounded to whole numbers', () => {
    expect(SIZE_GUIDE[0].centimetres).toEqual({ bust: [81, 86], waist: [61, 66], hips: [86, 91] });
    expect(SIZE_GUIDE[5].centimetres.hips).toEqual([137, 142]);
  });
});

describe('order, week and behaviour constants', () => {
  it('charges 10% tax in usd', () => {
    expect(TAX_RATE).toBe(0.1);
    expect(CURRENCY).toBe('usd');
  });

  it('orders weekdays Sunday first like Date.getDay()', () => {
    expect(WEEKDAYS).toEqual(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
    expect(WEEKDAYS[new Date(2026, 10, 22).getDay()]).toBe('sunday');
  });

  it('has the spec timings and thresholds', () => {
    expect(TIMINGS).toEqual({
      searchDebounceMs: 500,
      headerScrollDebounceMs: 100,
      backToTopDebounceMs: 500,
      loginToastMs: 6000,
      noticeMs: 4000,
    });
    expect(THRESHOLDS).toEqual({ headerShadowPx: 150, backToTopViewports: 2, swipePx: 50, carouselStepPx: 150 });
    expect(LIMITS.wishlistClearAllAbove).toBe(3);
  });
});

describe('API paths', () => {
  it('are relative to the /api base URL', () => {
    expect(API_BASE_URL).toBe('/api');
    expect(API_PATHS.productsFilter).toBe('/products/filter');
    expect(API_PATHS.productsSearch).toBe('/products/search');
    expect(Object.values(API_PATHS).every((path) => path.startsWith('/') && !path.startsWith('/api'))).toBe(true);
    expect(AUTH_GOOGLE_PATH).toBe('/auth/google');
  });

  it('fills path parameters, encoded', () => {
    expect(buildApiPath(API_PATHS.banners, { name: 'mainBanner' })).toBe('/banners/mainBanner');
    expect(buildApiPath(API_PATHS.bannerSection, { name: 'sustainability', name2: 'mainBanner' })).toBe(
      '/banners/sustainability/mainBanner',
    );
    expect(buildApiPath(API_PATHS.bannersByCategory, { category: 'a b/c' })).toBe('/banners/category/a%20b%2Fc');
    expect(buildApiPath(API_PATHS.productsFilter)).toBe('/products/filter');
  });

  it('throws when a path parameter is missing', () => {
    expect(() => buildApiPath(API_PATHS.bannerSection, { name: 'x' })).toThrow(
      'Missing path parameter "name2" for /banners/:name/:name2',
    );
  });
});
