import { BAG_HINT_COOKIE, SIGNED_IN_COOKIE } from 'contracts';
import { getDefaultStore } from 'jotai';
import { bagItemsAtom } from '../../state/bag';
import { holdEarlyClicks, markHydrated } from '../hydration-gate';
import { tap } from './tap';

const KEY = '100001/blue/m/1';

/** The product page as the server sent it: the header's bag, and an Add to Cart naming its line. */
function serverProductPage() {
  document.body.innerHTML = `
    <div id="root">
      <header><button id="bag" aria-expanded="false">Shopping bag, 0 items</button></header>
      <main data-hydration-part="page">
        <button id="add" data-early-add="${KEY}" data-early-add-note="Linen Dress was added to your bag.">Add to Cart</button>
      </main>
    </div>`;
  const clicks: string[] = [];
  document.body.addEventListener('click', (event) => clicks.push((event.target as Element).id));
  const opened: unknown[] = [];
  window.addEventListener('bag:open', (event) => opened.push((event as CustomEvent).detail));
  holdEarlyClicks(document.getElementById('root')!);
  return { add: document.getElementById('add')!, bag: document.getElementById('bag')!, clicks, opened };
}

const note = () => document.querySelector('[data-early-note]');
const storedBag = () => JSON.parse(localStorage.getItem('vesna:bag') ?? '[]') as string[];
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const clearCookie = (name: string) => (document.cookie = `${name}=; path=/; max-age=0`);

afterEach(() => {
  markHydrated('page');
  markHydrated('newsletter');
  localStorage.clear();
  clearCookie(BAG_HINT_COOKIE);
  clearCookie(SIGNED_IN_COOKIE);
});

describe("a guest's Add to Cart before the page hydrated", () => {
  it('puts the line in her bag at once, says so, and is not clicked again when the page hydrates', async () => {
    const { add, clicks, opened } = serverProductPage();
    const click = tap(add);
    expect(click.defaultPrevented).toBe(true);
    expect(storedBag()).toEqual([KEY]);
    expect(document.cookie).toContain(`${BAG_HINT_COOKIE}=1`);
    expect(note()).toHaveTextContent('Linen Dress was added to your bag.');
    expect(note()).toHaveAttribute('role', 'status');
    expect(add).not.toHaveAttribute('aria-busy');

    markHydrated('page');
    await nextTask();
    expect(clicks).toEqual([]);
    expect(note()).toBeNull();
    // As after any Add to Cart, the mini bag opens.
    expect(opened).toEqual([{ source: 'hydration-gate' }]);
  });

  it('keeps the lines she had, and adds a line already in her bag only once', () => {
    localStorage.setItem('vesna:bag', JSON.stringify(['100002/red/s/2']));
    const { add } = serverProductPage();
    tap(add);
    tap(add);
    expect(storedBag()).toEqual(['100002/red/s/2', KEY]);
  });

  it('tells a bag the header already holds, as another tab would', () => {
    const store = getDefaultStore();
    const unsubscribe = store.sub(bagItemsAtom, () => undefined);
    try {
      const { add } = serverProductPage();
      expect(store.get(bagItemsAtom)).toEqual([]);
      tap(add);
      expect(store.get(bagItemsAtom)).toEqual([KEY]);
    } finally {
      unsubscribe();
    }
  });

  it('leaves the bag closed when she opened it herself meanwhile', async () => {
    const { add, bag, opened } = serverProductPage();
    tap(add);
    markHydrated('layout');
    tap(bag);
    markHydrated('page');
    await nextTask();
    expect(opened).toEqual([]);
  });
});

it("holds a signed-in customer's Add to Cart and clicks it again: her bag is the server's", async () => {
  document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`;
  const { add, clicks } = serverProductPage();
  tap(add);
  expect(storedBag()).toEqual([]);
  expect(note()).toBeNull();
  expect(add).toHaveAttribute('aria-busy', 'true');
  markHydrated('page');
  await nextTask();
  expect(clicks).toEqual(['add']);
});
