import { act, renderHook } from '@testing-library/react';
import { emitShopEvent, onShopEvent, useShopEvent } from '../events';

describe('event bus', () => {
  it('delivers the payload of an emitted event to its listeners', () => {
    const handler = jest.fn();
    const off = onShopEvent('bag:changed', handler);
    emitShopEvent('bag:changed', { items: ['100001/blue/m/2'], count: 2 });
    off();
    expect(handler).toHaveBeenCalledWith({ items: ['100001/blue/m/2'], count: 2 });
  });

  it('dispatches a namespaced CustomEvent on window, so code without shared-ui can listen', () => {
    const listener = jest.fn();
    window.addEventListener('search:open', listener);
    emitShopEvent('search:open', { query: 'dress' });
    window.removeEventListener('search:open', listener);
    const event = listener.mock.calls[0][0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.detail).toEqual({ query: 'dress' });
  });

  it('lets events without a payload be emitted bare', () => {
    const handler = jest.fn();
    const off = onShopEvent('bag:open', handler);
    emitShopEvent('bag:open');
    off();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(undefined);
  });

  it('stops calling a handler after unsubscribe', () => {
    const handler = jest.fn();
    const off = onShopEvent('auth:changed', handler);
    off();
    emitShopEvent('auth:changed', { isLogged: false, userId: null, user: null });
    expect(handler).not.toHaveBeenCalled();
  });

  it('only calls listeners of the emitted event', () => {
    const onBag = jest.fn();
    const onWishlist = jest.fn();
    const offs = [onShopEvent('bag:open', onBag), onShopEvent('wishlist:changed', onWishlist)];
    emitShopEvent('wishlist:changed', { ids: [], count: 0 });
    offs.forEach((off) => off());
    expect(onBag).not.toHaveBeenCalled();
    expect(onWishlist).toHaveBeenCalledTimes(1);
  });

  it('types payloads per event', () => {
    // Compile-time checks: tsc fails this file if the event map stops constraining payloads.
    // @ts-expect-error bag:changed needs items and count
    emitShopEvent('bag:changed', { count: 1 });
    // @ts-expect-error unknown event names are rejected
    emitShopEvent('bag:exploded', {});
    // @ts-expect-error toast:show needs a message
    emitShopEvent('toast:show');
    expect(true).toBe(true);
  });
});

describe('useShopEvent', () => {
  it('listens while mounted, always with the latest handler, and stops on unmount', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useShopEvent('toast:show', handler), {
      initialProps: { handler: first },
    });
    rerender({ handler: second });
    act(() => emitShopEvent('toast:show', { message: 'Hi' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ message: 'Hi' });
    unmount();
    act(() => emitShopEvent('toast:show', { message: 'Again' }));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
