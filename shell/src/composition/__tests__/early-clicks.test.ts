import { holdEarlyClicks, releaseEarlyClicks } from '../early-clicks';

/** A tap: the click event a browser dispatches, returned to see whether its default was prevented. */
function tap(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

function page() {
  document.body.innerHTML = `
    <header><button id="menu">Menu</button></header>
    <main id="main">
      <button id="add"><span id="label">Add to Cart</span></button>
      <input id="agree" type="checkbox" />
      <a id="link" href="#elsewhere"><span id="inside-link">Dresses</span></a>
      <p id="text">Only 2 left</p>
    </main>`;
  const $ = (id: string) => document.getElementById(id)!;
  const clicks: string[] = [];
  // What the hydrated page would do (React's listener is on the root, below the document).
  document.body.addEventListener('click', (event) => clicks.push((event.target as Element).id));
  return { $, clicks, main: $('main') };
}

afterEach(() => {
  releaseEarlyClicks({ replay: false });
  jest.useRealTimers();
});

describe('clicks before the page has hydrated', () => {
  it('holds a click on a control of the page and clicks it again, once, when the page has hydrated', () => {
    const { $, clicks, main } = page();
    holdEarlyClicks(main);
    const early = tap($('label'));
    tap($('add'));
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);

    releaseEarlyClicks();
    expect(clicks).toEqual(['add']);
    tap($('add'));
    expect(clicks).toEqual(['add', 'add']);
  });

  it('keeps a checkbox as it was until the replay toggles it', () => {
    const { $, main } = page();
    const agree = $('agree') as HTMLInputElement;
    holdEarlyClicks(main);
    tap(agree);
    expect(agree.checked).toBe(false);
    releaseEarlyClicks();
    expect(agree.checked).toBe(true);
  });

  it('leaves links, text and the layout alone', () => {
    const { $, clicks, main } = page();
    holdEarlyClicks(main);
    const onLink = tap($('inside-link'));
    tap($('text'));
    tap($('menu'));
    expect(onLink.defaultPrevented).toBe(false);
    expect(clicks).toEqual(['inside-link', 'text', 'menu']);
  });

  it('drops what it held when the page never hydrates, and then lets clicks through', () => {
    jest.useFakeTimers();
    const { $, clicks, main } = page();
    holdEarlyClicks(main, { maxWaitMs: 1000 });
    tap($('add'));
    jest.advanceTimersByTime(1000);
    expect(clicks).toEqual([]);
    releaseEarlyClicks();
    expect(clicks).toEqual([]);
    tap($('add'));
    expect(clicks).toEqual(['add']);
  });

  it('does not click a control that is gone (its region was rendered again)', () => {
    const { $, clicks, main } = page();
    holdEarlyClicks(main);
    tap($('add'));
    $('add').remove();
    releaseEarlyClicks();
    expect(clicks).toEqual([]);
  });
});
