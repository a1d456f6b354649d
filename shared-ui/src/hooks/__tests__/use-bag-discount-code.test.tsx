import { act, renderHook } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { sessionAtom } from 'shared-ui/state';
import { makeUser } from '../../state/__tests__/fixtures';
import {
  BAG_DISCOUNT_CODE_KEY,
  discountCodeFor,
  keepDiscountCode,
  readKeptDiscountCode,
  useKeptDiscountCode,
} from '../use-bag-discount-code';

afterEach(() => {
  sessionStorage.clear();
  act(() => getDefaultStore().set(sessionAtom, { isLogged: false, user: null }));
});

describe("the bag's kept discount code", () => {
  it("is the shopper's own, or one she added as a guest; another account's is none", () => {
    expect(discountCodeFor({ owner: 'guest', code: 'SPRING10' }, undefined)).toBe('SPRING10');
    expect(discountCodeFor({ owner: 'guest', code: 'SPRING10' }, 'u-1')).toBe('SPRING10');
    expect(discountCodeFor({ owner: 'u-1', code: 'SPRING10' }, 'u-1')).toBe('SPRING10');
    expect(discountCodeFor({ owner: 'u-1', code: 'SPRING10' }, 'u-2')).toBeNull();
    expect(discountCodeFor({ owner: 'u-1', code: 'SPRING10' }, null)).toBeNull();
    expect(discountCodeFor(null, 'u-1')).toBeNull();
  });

  it('is kept for the tab, and reads as none when the entry was edited into something else', () => {
    keepDiscountCode({ owner: 'guest', code: 'SPRING10' });
    expect(JSON.parse(sessionStorage.getItem(BAG_DISCOUNT_CODE_KEY)!)).toEqual({ owner: 'guest', code: 'SPRING10' });
    expect(readKeptDiscountCode()).toEqual({ owner: 'guest', code: 'SPRING10' });
    sessionStorage.setItem(BAG_DISCOUNT_CODE_KEY, '{not json');
    expect(readKeptDiscountCode()).toBeNull();
    sessionStorage.setItem(BAG_DISCOUNT_CODE_KEY, JSON.stringify({ code: 42 }));
    expect(readKeptDiscountCode()).toBeNull();
    keepDiscountCode(null);
    expect(sessionStorage.getItem(BAG_DISCOUNT_CODE_KEY)).toBeNull();
  });

  it("is read for the session's shopper (the mini bag's hook)", () => {
    keepDiscountCode({ owner: 'u-1', code: 'SPRING10' });
    const { result, rerender } = renderHook(() => useKeptDiscountCode());
    expect(result.current).toBeNull();
    act(() => getDefaultStore().set(sessionAtom, { isLogged: true, user: makeUser({ id: 'u-1', _id: 'u-1' }) }));
    rerender();
    expect(result.current).toBe('SPRING10');
  });
});
