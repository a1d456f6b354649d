/**
 * Clicks on the route's page before it has hydrated: held, then clicked again once it has.
 *
 * React 19 hydrates a server-rendered region when it is clicked, but only if the region's code is there:
 * a click on the page while its remote is still loading is stopped by react-dom and never replayed
 * (`dispatchEvent` in react-dom-client). The page region waits for its remote (remote-route.tsx), so on a
 * slow phone a first tap on "Add to Cart" or "Load More" did nothing. Links are left to the browser,
 * which follows them as it would without JavaScript.
 */
const CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"], summary, label';

let held: HTMLElement[] = [];
let stopHolding: (() => void) | null = null;

/**
 * Holds clicks on controls inside `region` until `releaseEarlyClicks()`, or drops them after
 * `maxWaitMs` (the remote never came: its fallback, with Retry, takes the region's place).
 */
export function holdEarlyClicks(region: Element, { maxWaitMs = 15_000 }: { maxWaitMs?: number } = {}): void {
  stopHolding?.();
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(CONTROLS);
    if (!control || !region.contains(control) || control.closest('a[href]')) return;
    // The default too: a checkbox toggled now would be toggled back by the replay.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
  };
  // On the document, capturing: before React's own listener on the root, which would drop the click.
  document.addEventListener('click', onClick, true);
  const timer = setTimeout(() => releaseEarlyClicks({ replay: false }), maxWaitMs);
  stopHolding = () => {
    document.removeEventListener('click', onClick, true);
    clearTimeout(timer);
  };
}

/** The page has hydrated: clicks go to it from now on, and each held one is clicked again (once). */
export function releaseEarlyClicks({ replay = true }: { replay?: boolean } = {}): void {
  if (!stopHolding) return;
  stopHolding();
  stopHolding = null;
  const controls = held;
  held = [];
  // A control React replaced (its region rendered again in the browser) is gone: nothing to click.
  if (replay) controls.filter((control) => control.isConnected).forEach((control) => control.click());
}
