import { formatCartItemKey, isSameCartItem, parseCartItemKey, type CartItemParts } from '../index';

describe('parseCartItemKey', () => {
  it('reads "100001/blue/m/2" into its parts', () => {
    expect(parseCartItemKey('100001/blue/m/2')).toEqual({
      productId: '100001',
      color: 'blue',
      size: 'm',
      quantity: 2,
    });
  });

  it('reads plus sizes', () => {
    expect(parseCartItemKey('100042/gray/3x/1').size).toBe('3x');
  });

  it.each([
    ['', '1 part(s) instead of 4'],
    ['100001/blue/m', '3 part(s) instead of 4'],
    ['100001/blue/m/2/x', '5 part(s) instead of 4'],
    ['10001/blue/m/2', '"10001" is not a six-digit product id'],
    ['abcdef/blue/m/2', '"abcdef" is not a six-digit product id'],
    ['100001/teal/m/2', 'unknown colour "teal"'],
    ['100001/blue/xl/2', 'unknown size "xl"'],
    ['100001/blue/M/2', 'unknown size "M"'],
    ['100001/blue/m/0', 'quantity "0" is not a whole number of at least 1'],
    ['100001/blue/m/-1', 'quantity "-1" is not a whole number of at least 1'],
    ['100001/blue/m/1.5', 'quantity "1.5" is not a whole number of at least 1'],
    ['100001/blue/m/', 'quantity "" is not a whole number of at least 1'],
  ])('rejects the malformed key "%s"', (key, reason) => {
    expect(() => parseCartItemKey(key)).toThrow(`Malformed cart item key "${key}": ${reason}`);
  });

  it('rejects a value that is not a string', () => {
    expect(() => parseCartItemKey(42 as unknown as string)).toThrow('Malformed cart item key "42": not a string');
  });
});

describe('formatCartItemKey', () => {
  it('joins the parts with slashes', () => {
    expect(formatCartItemKey({ productId: '100001', color: 'blue', size: 'm', quantity: 2 })).toBe('100001/blue/m/2');
  });

  it('round-trips with parseCartItemKey', () => {
    const parts: CartItemParts = { productId: '123456', color: 'beige', size: '1x', quantity: 11 };
    expect(parseCartItemKey(formatCartItemKey(parts))).toEqual(parts);
  });

  it('rejects a quantity below 1 or not whole', () => {
    expect(() => formatCartItemKey({ productId: '100001', color: 'blue', size: 'm', quantity: 0 })).toThrow(
      'quantity 0 is not a whole number of at least 1',
    );
    expect(() => formatCartItemKey({ productId: '100001', color: 'blue', size: 'm', quantity: 2.5 })).toThrow(
      'Malformed cart item key "100001/blue/m/2.5"',
    );
  });

  it('rejects a product id that is not six digits', () => {
    expect(() => formatCartItemKey({ productId: '1', color: 'blue', size: 'm', quantity: 1 })).toThrow(
      '"1" is not a six-digit product id',
    );
  });
});

describe('isSameCartItem', () => {
  it('treats keys that differ only in quantity as the same line', () => {
    expect(isSameCartItem('100001/blue/m/1', '100001/blue/m/3')).toBe(true);
  });

  it.each([
    ['another product', '100002/blue/m/1'],
    ['another colour', '100001/black/m/1'],
    ['another size', '100001/blue/l/1'],
  ])('tells lines apart by %s', (_what, other) => {
    expect(isSameCartItem('100001/blue/m/1', other)).toBe(false);
  });

  it('compares a key with parts', () => {
    expect(isSameCartItem('100001/blue/m/1', { productId: '100001', color: 'blue', size: 'm', quantity: 5 })).toBe(
      true,
    );
  });

  it('throws on a malformed key instead of answering false', () => {
    expect(() => isSameCartItem('100001/blue/m/1', 'garbage')).toThrow('Malformed cart item key "garbage"');
  });
});
