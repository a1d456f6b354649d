import { createStore, getDefaultStore } from 'jotai';
import { BAG_HINT_COOKIE } from 'contracts';
import { bagItemsAtom } from '../bag';

const hint = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${BAG_HINT_COOKIE}=`)) ?? null;

describe("a guest's bag hint cookie", () => {
  it('is set while the bag holds something and cleared when it is empty, never holding the bag itself', () => {
    const store = getDefaultStore();
    store.set(bagItemsAtom, ['100001/blue/m/2']);
    expect(hint()).toBe(`${BAG_HINT_COOKIE}=1`);
    expect(document.cookie).not.toContain('100001');
    store.set(bagItemsAtom, []);
    expect(hint()).toBeNull();
  });

  it('is set for a bag kept in localStorage from before the hint, when the page first reads it', () => {
    document.cookie = `${BAG_HINT_COOKIE}=; path=/; max-age=0`;
    localStorage.setItem('vesna:bag', JSON.stringify(['100002/black/s/1']));
    const store = createStore();
    const stop = store.sub(bagItemsAtom, () => undefined);
    expect(hint()).toBe(`${BAG_HINT_COOKIE}=1`);
    stop();
  });
});
