import { readSelection, sizesInStock, writeSelection } from '../product-address';
import { dress } from './product-fixture';

const params = (search: string) => new URLSearchParams(search);

describe('sizesInStock', () => {
  it('lists only the sizes with stock above 0 for the colour, in size order, each with its US range', () => {
    expect(sizesInStock(dress, 'blue')).toEqual([
      { value: 's', label: 'S (US 0-4)', stock: 4 },
      { value: 'm', label: 'M (US 6-10)', stock: 2 },
    ]);
    expect(sizesInStock(dress, 'beige').map((size) => size.label)).toEqual(['L (US 10-14)']);
  });

  it('lists nothing for a colour sold out or not made', () => {
    expect(sizesInStock(dress, 'black')).toEqual([]);
    expect(sizesInStock(dress, 'red')).toEqual([]);
  });
});

describe('readSelection', () => {
  it('reads a colour and a size the product has in stock', () => {
    expect(readSelection(dress, params('?color=beige&size=l'))).toEqual({ color: 'beige', size: 'l' });
  });

  it('shows the first colour in stock when the address names none', () => {
    expect(readSelection(dress, params(''))).toEqual({ color: 'blue', size: null });
  });

  it('ignores a colour the product does not come in, and a size without stock in the colour', () => {
    expect(readSelection(dress, params('?color=red&size=m'))).toEqual({ color: 'blue', size: 'm' });
    expect(readSelection(dress, params('?color=blue&size=l'))).toEqual({ color: 'blue', size: null });
    expect(readSelection(dress, params('?color=blue&size=xxl'))).toEqual({ color: 'blue', size: null });
  });
});

describe('writeSelection', () => {
  it('writes colour and size and keeps every other parameter', () => {
    const next = writeSelection(params('?utm=mail&size=s'), { color: 'beige', size: 'l' });
    expect(next.toString()).toBe('utm=mail&size=l&color=beige');
  });

  it('drops the size when none is chosen', () => {
    expect(writeSelection(params('?color=blue&size=m'), { color: 'beige', size: null }).toString()).toBe('color=beige');
  });
});
