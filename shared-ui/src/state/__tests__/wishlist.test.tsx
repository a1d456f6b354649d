import { act, renderHook } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { useWishlist, wishlistAtom } from '../wishlist';
import { onShopEvent, type ShopEventMap } from '../../events/events';

beforeEach(() => {
  localStorage.clear();
  getDefaultStore().set(wishlistAtom, []);
  localStorage.clear();
});

describe('useWishlist', () => {
  it('starts empty', () => {
    const { result } = renderHook(() => useWishlist());
    expect(result.current.ids).toEqual([]);
    expect(result.current.count).toBe(0);
    expect(result.current.isFavorite('100001')).toBe(false);
  });

  it('adds on the first toggle and removes on the second', () => {
    const { result } = renderHook(() => useWishlist());
    act(() => result.current.toggle('100001'));
    expect(result.current.ids).toEqual(['100001']);
    expect(result.current.isFavorite('100001')).toBe(true);
    expect(result.current.count).toBe(1);
    act(() => result.current.toggle('100001'));
    expect(result.current.ids).toEqual([]);
    expect(result.current.isFavorite('100001')).toBe(false);
  });

  it('persists the ids in localStorage under "vesna:wishlist"', () => {
    const { result } = renderHook(() => useWishlist());
    act(() => result.current.toggle('100001'));
    act(() => result.current.toggle('100002'));
    expect(JSON.parse(localStorage.getItem('vesna:wishlist') ?? 'null')).toEqual(['100001', '100002']);
    act(() => result.current.clear());
    expect(JSON.parse(localStorage.getItem('vesna:wishlist') ?? 'null')).toEqual([]);
  });

  it('shares one list between every component using it', () => {
    const first = renderHook(() => useWishlist());
    const second = renderHook(() => useWishlist());
    act(() => first.result.current.toggle('100003'));
    expect(second.result.current.isFavorite('100003')).toBe(true);
  });

  it('emits wishlist:changed with the new list and what changed', () => {
    const events: ShopEventMap['wishlist:changed'][] = [];
    const off = onShopEvent('wishlist:changed', (detail) => events.push(detail));
    const { result } = renderHook(() => useWishlist());
    act(() => result.current.toggle('100001'));
    act(() => result.current.toggle('100001'));
    off();
    expect(events).toEqual([
      { ids: ['100001'], count: 1, productId: '100001', isFavorite: true },
      { ids: [], count: 0, productId: '100001', isFavorite: false },
    ]);
  });

  it('clears every id', () => {
    const { result } = renderHook(() => useWishlist());
    act(() => result.current.replace(['100001', '100002', '100001']));
    expect(result.current.ids).toEqual(['100001', '100002']);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });
});
