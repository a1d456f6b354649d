import * as realGate from '../hydration-gate';
import { tap } from './tap';

// index.html's head script starts the gate before the page's markup exists, and the shell's code (page-gate.ts,
// bundled in place of hydration-gate.ts) uses that same instance, or, without the script, holds nothing.
afterEach(async () => {
  // The instance a test started keeps its listener on the document: it holds nothing once all has hydrated,
  // and what it held is clicked again (in a task of its own) before the next test writes its page.
  globalThis.vesnaHydrationGate?.markHydrated('page');
  globalThis.vesnaHydrationGate?.markHydrated('newsletter');
  await new Promise((resolve) => setTimeout(resolve));
  delete globalThis.vesnaHydrationGate;
  jest.resetModules();
});

/** The server's page, written after the head script ran (as the parser does). */
function writePage() {
  document.body.innerHTML = `<div id="root"><main data-hydration-part="page"><button id="add">Add to Cart</button></main></div>`;
  const clicks: string[] = [];
  document.body.addEventListener('click', (event) => clicks.push((event.target as Element).id));
  return { add: document.getElementById('add')!, clicks };
}

describe('the head script', () => {
  it('publishes the gate and holds a click on the page the parser writes after it', () => {
    document.body.innerHTML = '';
    jest.isolateModules(() => require('../head-script'));
    expect(globalThis.vesnaHydrationGate).toBeDefined();
    const { add, clicks } = writePage();
    expect(tap(add).defaultPrevented).toBe(true);
    expect(add.getAttribute('aria-busy')).toBe('true');
    expect(clicks).toEqual([]);
  });

  it("is the instance the shell's code reaches: its markHydrated replays the held click", async () => {
    document.body.innerHTML = '';
    let pageGate: typeof realGate | undefined;
    jest.isolateModules(() => {
      require('../head-script');
      pageGate = require('../page-gate');
    });
    const { add, clicks } = writePage();
    tap(add);
    pageGate!.markHydrated('page');
    await new Promise((resolve) => setTimeout(resolve));
    expect(clicks).toEqual(['add']);
    expect(add.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('page-gate without the head script', () => {
  it('holds nothing and opens every region, with every export of the gate', () => {
    let pageGate: typeof realGate | undefined;
    jest.isolateModules(() => (pageGate = require('../page-gate')));
    expect(Object.keys(pageGate!).sort()).toEqual(expect.arrayContaining(Object.keys(realGate).sort()));
    expect(pageGate!.REGION_ATTRIBUTE).toBe(realGate.REGION_ATTRIBUTE);
    expect(pageGate!.createHydrationGate().opened).toBe(true);
    const { add, clicks } = writePage();
    expect(tap(add).defaultPrevented).toBe(false);
    expect(clicks).toEqual(['add']);
  });
});
