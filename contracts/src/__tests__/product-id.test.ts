import { isProductId, PRODUCT_ID_PATTERN } from '../index';

describe('isProductId', () => {
  it.each(['100001', '000000', '999999'])('accepts the six-digit id "%s"', (id) => {
    expect(isProductId(id)).toBe(true);
  });

  it.each(['10000', '1000011', 'collection', '10000a', ' 100001', '100001/', ''])('rejects "%s"', (id) => {
    expect(isProductId(id)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isProductId(100001)).toBe(false);
    expect(isProductId(undefined)).toBe(false);
  });

  it('is the documented pattern', () => {
    expect(PRODUCT_ID_PATTERN.source).toBe('^\\d{6}$');
  });
});
