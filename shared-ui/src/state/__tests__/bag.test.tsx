import { act, renderHook } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { bagCountAtom, bagItemsAtom, countBagItems, useBag } from '../bag';
import { onShopEvent, type ShopEventMap } from '../../events/events';

beforeEach(() => {
  getDefaultStore().set(bagItemsAtom, []);
  localStorage.clear();
});

describe('bag count', () => {
  it('is the sum of the quantities in the keys, not the number of lines', () => {
    getDefaultStore().set(bagItemsAtom, ['100001/blue/m/2', '100002/red/s/1', '100003/black/1x/3']);
    expect(getDefaultStore().get(bagCountAtom)).toBe(6);
  });

  it('ignores malformed keys instead of failing', () => {
    expect(countBagItems(['100001/blue/m/2', 'garbage', '100002/red/s/0'])).toBe(2);
  });
});

describe('useBag', () => {
  it('adds a line, persists it under "vesna:bag" and emits bag:changed', () => {
    const events: ShopEventMap['bag:changed'][] = [];
    const off = onShopEvent('bag:changed', (detail) => events.push(detail));
    const { result } = renderHook(() => useBag());
    act(() => {
      result.current.add('100001/blue/m/1');
    });
    off();
    expect(result.current.items).toEqual(['100001/blue/m/1']);
    expect(result.current.count).toBe(1);
    expect(JSON.parse(localStorage.getItem('vesna:bag') ?? 'null')).toEqual(['100001/blue/m/1']);
    expect(events).toEqual([{ items: ['100001/blue/m/1'], count: 1 }]);
  });

  it('ignores adding the same product, colour and size again', () => {
    const { result } = renderHook(() => useBag());
    let added: boolean | undefined;
    act(() => {
      result.current.add('100001/blue/m/1');
      added = result.current.add('100001/blue/m/2');
    });
    expect(added).toBe(false);
    expect(result.current.items).toEqual(['100001/blue/m/1']);
    expect(result.current.has('100001/blue/m/5')).toBe(true);
  });

  it('replaces the key when the quantity changes, and removes a line whatever its quantity', () => {
    const { result } = renderHook(() => useBag());
    act(() => {
      result.current.add('100001/blue/m/1');
      result.current.add('100002/red/s/1');
    });
    act(() => result.current.setQuantity('100001/blue/m/1', 3));
    expect(result.current.items).toEqual(['100001/blue/m/3', '100002/red/s/1']);
    expect(result.current.count).toBe(4);
    act(() => result.current.remove('100001/blue/m/1'));
    expect(result.current.items).toEqual(['100002/red/s/1']);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });
});
