import { computeOrderTotals, formatCents, formatMoney } from '../index';

describe('formatMoney', () => {
  it.each([
    [12.5, '$12.50'],
    [0, '$0.00'],
    [7, '$7.00'],
    [99.999, '$100.00'],
    [1.005, '$1.01'],
    [1250, '$1,250.00'],
    [1234567.891, '$1,234,567.89'],
    [-3, '-$3.00'],
  ])('formats %p as "%s"', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it("prints what en-US's Intl.NumberFormat prints, for amounts of every length", () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [0.01, 0.1, 9.99, 10, 999.99, 1000, 10000.5, 100000.25, 999999.99, 12345678.9])
      expect(formatMoney(amount)).toBe(`$${intl.format(amount)}`);
  });

  it('does not print a minus sign for an amount that rounds to zero', () => {
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('refuses NaN and infinity', () => {
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY)).toThrow('Cannot format Infinity as money');
  });
});

describe('formatCents', () => {
  it.each([
    [1250, '$12.50'],
    [0, '$0.00'],
    [1, '$0.01'],
    [1005, '$10.05'],
    [125000, '$1,250.00'],
    [-300, '-$3.00'],
  ])('formats %p cents as "%s"', (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it('refuses NaN', () => {
    expect(() => formatCents(Number.NaN)).toThrow('Cannot format NaN as money');
  });
});

describe('computeOrderTotals', () => {
  it('adds 10% tax to the subtotal', () => {
    expect(computeOrderTotals(100)).toEqual({ subtotal: 100, tax: 10, total: 110 });
  });

  it('rounds the tax to cents, half up', () => {
    expect(computeOrderTotals(12.35)).toEqual({ subtotal: 12.35, tax: 1.24, total: 13.59 });
    expect(computeOrderTotals(0.05)).toEqual({ subtotal: 0.05, tax: 0.01, total: 0.06 });
    expect(computeOrderTotals(0.04)).toEqual({ subtotal: 0.04, tax: 0, total: 0.04 });
  });

  it('keeps total equal to subtotal plus tax without floating-point drift', () => {
    const totals = computeOrderTotals(0.1 + 0.2);
    expect(totals).toEqual({ subtotal: 0.3, tax: 0.03, total: 0.33 });
    expect(formatMoney(computeOrderTotals(49.99 * 3).total)).toBe('$164.97');
  });

  it('gives zeros for an empty bag', () => {
    expect(computeOrderTotals(0)).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });

  it('refuses a negative or non-finite subtotal', () => {
    expect(() => computeOrderTotals(-1)).toThrow('Subtotal must be a non-negative amount, got -1');
    expect(() => computeOrderTotals(Number.NaN)).toThrow(RangeError);
  });
});
