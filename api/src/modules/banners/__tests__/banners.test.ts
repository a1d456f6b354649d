import { CATEGORIES, WEEKDAYS, type Banner, type CollectionTile } from 'contracts';
import { useTestApp } from '../../../test-support/test-app';

const ctx = useTestApp();

const get = async (url: string) => {
  const res = await ctx.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};

describe('banners', () => {
  it.each(['mainBanner', 'sustainability', 'newIn', 'newInBanner', 'plusSize', 'bannerLogin'])(
    'GET /api/banners/%s returns banners with an image',
    async (name) => {
      const { status, body } = await get(`/api/banners/${name}`);
      expect(status).toBe(200);
      const banners = body as Banner[];
      expect(banners.length).toBeGreaterThan(0);
      for (const b of banners) {
        expect(b.imageUrl).toMatch(/^\/api\/images\/banners\/[a-z0-9-]+\.svg$/);
        expect(Array.isArray(b.category)).toBe(true);
      }
    },
  );

  it('mainBanner carries the hero headline and text', async () => {
    const [hero] = (await get('/api/banners/mainBanner')).body as Banner[];
    expect(hero.title).toBeTruthy();
    expect(hero.text).toBeTruthy();
    expect(hero.link).toBe('/newIn');
  });

  it('collection is one tile per category, in tab order', async () => {
    const { status, body } = await get('/api/banners/collection');
    expect(status).toBe(200);
    const tiles = body as CollectionTile[];
    expect(tiles.map((t) => t.name)).toEqual([...CATEGORIES]);
    expect(Object.keys(tiles[0]).sort()).toEqual(['id', 'imageUrl', 'name']);
  });

  it.each([
    'mainBanner',
    'secondBanner',
    'thirdBanner',
    'fourthBanner',
    'fifthBanner',
    'cotton',
    'wool',
    'linen',
    'silk',
  ])('GET /api/banners/sustainability/%s returns its section', async (section) => {
    const { status, body } = await get(`/api/banners/sustainability/${section}`);
    expect(status).toBe(200);
    const [first] = body as Banner[];
    expect(first.id).toBeTruthy();
    expect(first.imageUrl).toMatch(/\.svg$/);
  });

  it('GET /api/banners/bannerLogin/bannerLogin is the login banner', async () => {
    const { status, body } = await get('/api/banners/bannerLogin/bannerLogin');
    expect(status).toBe(200);
    expect((body as Banner[])[0].imageUrl).toBe('/api/images/banners/login.svg');
  });

  it('GET /api/banners/category/modiweek returns 7 looks, Sunday to Saturday, with 3-5 product ids each', async () => {
    const { status, body } = await get('/api/banners/category/modiweek');
    expect(status).toBe(200);
    const days = body as Banner[];
    expect(days.map((d) => d.name)).toEqual([...WEEKDAYS]);
    for (const day of days) {
      expect(day.category.length).toBeGreaterThanOrEqual(3);
      expect(day.category.length).toBeLessThanOrEqual(5);
      for (const { id } of day.category) expect(id).toMatch(/^\d{6}$/);
    }
    const ids = days[0].category.map((c) => c.id).join(',');
    expect(((await get(`/api/products/ids?pid=${ids}`)).body as unknown[]).length).toBe(days[0].category.length);
  });

  it.each(['/api/banners/nothing', '/api/banners/sustainability/nothing', '/api/banners/category/nothing'])(
    'answers 404 with a message for the unknown %s',
    async (url) => {
      const { status, body } = await get(url);
      expect(status).toBe(404);
      expect((body as { error: string }).error).toMatch(/^Unknown banner/);
      // The answer names no part of the address it was asked for.
      expect(JSON.stringify(body)).not.toContain('nothing');
    },
  );
});
