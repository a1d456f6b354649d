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
    window.addEventListener('toast:show', listener);
    emitShopEvent('toast:show', { message: 'Saved' });
    window.removeEventListener('toast:show', listener);
    expect(listener).toHaveBeenCalledTimes(1);
    const event = listener.mock.calls[0][0] as CustomEvent;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.type).toBe('toast:show');
    expect(event.detail).toEqual({ message: 'Saved' });
  });

  it('hands listeners undefined, not null, for an event dispatched without detail', () => {
    const handler = jest.fn();
    const off = onShopEvent('toast:show', handler);
    // Code outside shared-ui may dispatch a bare CustomEvent, whose detail is null.
    window.dispatchEvent(new CustomEvent('toast:show'));
    off();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0][0]).toBeUndefined();
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
    const offs = [onShopEvent('bag:changed', onBag), onShopEvent('wishlist:changed', onWishlist)];
    emitShopEvent('wishlist:changed', { ids: [], count: 0 });
    offs.forEach((off) => off());
    expect(onBag).not.toHaveBeenCalled();
    expect(onWishlist).toHaveBeenCalledTimes(1);
  });

  it('types payloads per event; at run time it passes any payload through unchanged', () => {
    const handler = jest.fn();
    const off = onShopEvent('bag:changed', handler);
    // Compile-time checks: tsc fails this file if the event map stops constraining payloads.
    // @ts-expect-error bag:changed needs items and count
    emitShopEvent('bag:changed', { count: 1 });
    // @ts-expect-error unknown event names are rejected
    emitShopEvent('bag:exploded', {});
    // @ts-expect-error toast:show needs a message
    emitShopEvent('toast:show');
    off();
    // The types are the only guard: the bus neither validates nor drops a payload.
    expect(handler.mock.calls).toEqual([[{ count: 1 }]]);
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
