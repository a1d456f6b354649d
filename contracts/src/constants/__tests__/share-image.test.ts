import { shareImageUrl } from '../share-image';

describe('shareImageUrl', () => {
  it.each([
    ['/api/images/banners/hero.svg', '/api/images/share/banners/hero.png'],
    ['/api/images/products/100001/red/1.svg', '/api/images/share/products/100001/red/1.png'],
    ['/api/images/store-map.svg', '/api/images/share/store-map.png'],
    ['http://localhost:3000/api/images/banners/login.svg', 'http://localhost:3000/api/images/share/banners/login.png'],
  ])('names the PNG share card of the artwork %s', (artwork, card) => {
    expect(shareImageUrl(artwork)).toBe(card);
  });

  it.each([
    '/api/images/share/banners/hero.png',
    'https://cdn.example.com/picture.jpg',
    '/api/images/banners/hero.svg?v=2',
    '/images/banners/hero.svg',
  ])('leaves %s as it is (already a card, or not artwork the shop draws)', (image) => {
    expect(shareImageUrl(image)).toBe(image);
  });
});
