/**
 * A region of the server's page that hydrates later (hydrate-on-approach.tsx): its gate opens when the region
 * comes near the viewport, when the shopper touches, focuses or types in it, or when the browser is idle, one
 * region per idle period so each hydrates in tasks of its own. Until the region has hydrated, a click on one
 * of its controls is held (react-dom would drop it: the region's content is still the server's markup) and
 * clicked again once it has.
 */
export interface HydrationGate {
  /** Resolves when the gate opens; the region suspends on it while it hydrates. */
  readonly promise: Promise<void>;
  opened: boolean;
  hydrated: boolean;
  open(): void;
  /** The region's content has hydrated (its first layout effect): held clicks are clicked again. */
  markHydrated(): void;
  /** Clicks on the region's controls before it hydrated, clicked again after. */
  held: HTMLElement[];
}

/** A gate that is open from the start: on the server, and in a page the browser renders alone. */
export const OPEN_GATE: HydrationGate = {
  promise: Promise.resolve(),
  opened: true,
  hydrated: true,
  open: () => undefined,
  markHydrated: () => undefined,
  held: [],
};

export function createHydrationGate(): HydrationGate {
  let resolve: () => void = () => undefined;
  const gate: HydrationGate = {
    promise: new Promise<void>((done) => (resolve = done)),
    opened: false,
    hydrated: false,
    held: [],
    open() {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
    },
    markHydrated() {
      if (gate.hydrated) return;
      gate.hydrated = true;
      const held = gate.held;
      gate.held = [];
      // In a task of its own: inside React's commit a click would not reach the hydrated handlers yet.
      if (held.length > 0) setTimeout(() => held.forEach((control) => control.isConnected && control.click()));
    },
  };
  return gate;
}

/** The attribute on a region's element that the document's click listener looks for. */
export const REGION_ATTRIBUTE = 'data-hydrate-on-approach';

const gates = new WeakMap<Element, HydrationGate>();
// Not checkboxes and radios: they change at once, and a region with fields is not deferred (see the component).
const CONTROLS = 'button, [role="button"], summary';
let listening = false;

/** The gate of the waiting region `target` is in, if any. */
function waitingGateOf(target: EventTarget | null): { region: Element; gate: HydrationGate } | undefined {
  if (!(target instanceof Element)) return undefined;
  const region = target.closest(`[${REGION_ATTRIBUTE}]`);
  const gate = region ? gates.get(region) : undefined;
  return region && gate && !gate.hydrated ? { region, gate } : undefined;
}

/** A touch, a focus or a key in a waiting region: it hydrates now, before she acts on it. */
const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * The document's listeners for waiting regions, registered once. On the document, capturing, so before
 * react-dom's listeners on the root, which stop these events when they land in markup React has not
 * hydrated (a click is dropped for good). Registered after the shell's early-click holder
 * (composition/early-clicks.ts), which holds a click first while the whole page has not hydrated and clicks
 * it again after, when it reaches this one.
 */
function listenForWaitingRegions(): void {
  if (listening) return;
  listening = true;
  for (const type of TOUCHES)
    document.addEventListener(type, (event) => waitingGateOf(event.target)?.gate.open(), {
      capture: true,
      passive: true,
    });
  document.addEventListener(
    'click',
    (event) => {
      const waiting = waitingGateOf(event.target);
      const control = waiting && (event.target as Element).closest<HTMLElement>(CONTROLS);
      if (!waiting || !control || !waiting.region.contains(control) || control.closest('a[href]')) return;
      // Held: the default too (a submit button would send its form natively now, and again when clicked again).
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!waiting.gate.held.includes(control)) waiting.gate.held.push(control);
      waiting.gate.open();
    },
    true,
  );
}

/** Regions waiting for an idle period, opened one per period (first come, first opened). */
const waitingForIdle: HydrationGate[] = [];
let idleScheduled = false;

function openOneWhenIdle(): void {
  if (idleScheduled || waitingForIdle.length === 0) return;
  idleScheduled = true;
  const next = () => {
    idleScheduled = false;
    waitingForIdle.shift()?.open();
    openOneWhenIdle();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(next);
  else setTimeout(next, 200);
}

/** Distance from the viewport at which a region starts hydrating: about a screen of scrolling ahead. */
const APPROACH_MARGIN = '600px 0px';

/**
 * Opens `gate` when `region` comes near the viewport, on the shopper's first touch, focus or key in it, or
 * when the browser is idle. Answers the cleanup.
 */
export function openWhenApproached(region: Element, gate: HydrationGate): () => void {
  if (gate.opened) return () => undefined;
  gates.set(region, gate);
  listenForWaitingRegions();
  const open = () => gate.open();
  // A region with `display: contents` has no box of its own: its children are observed too.
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
          rootMargin: APPROACH_MARGIN,
        })
      : null;
  if (observer) for (const element of [region, ...region.children]) observer.observe(element);
  else open();
  waitingForIdle.push(gate);
  openOneWhenIdle();
  void gate.promise.then(() => cleanup());
  function cleanup() {
    observer?.disconnect();
    const index = waitingForIdle.indexOf(gate);
    if (index >= 0) waitingForIdle.splice(index, 1);
  }
  return cleanup;
}
