import { returnPath } from '../return-path';

describe('returnPath', () => {
  it('follows a path on this shop, with its query', () => {
    expect(returnPath('/100001')).toBe('/100001');
    expect(returnPath('/100001?color=green&size=m')).toBe('/100001?color=green&size=m');
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['100001'],
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/login'],
    ['/login?returnTo=/100001'],
    ['/100001\r\nSet-Cookie: x=1'],
  ])('goes home instead of %j', (returnTo) => {
    expect(returnPath(returnTo)).toBe('/');
  });
});
