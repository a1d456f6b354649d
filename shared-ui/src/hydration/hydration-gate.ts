/**
 * The one hydration gate: clicks on the server's markup before React has hydrated it are held, shown as
 * taken at once, and clicked again once the part they belong to has hydrated.
 *
 * React 19 drops a click on server markup whose code is not there yet (`dispatchEvent` in react-dom-client),
 * so one capturing listener on the document, registered before React's on the root, holds it. A control
 * belongs to every part around it that has not hydrated, from one registry:
 * - the shell's named parts (`holdEarlyClicks`): the element around it that names one
 *   (`data-hydration-part`: the route's page in <main>, the footer's newsletter form), else the layout;
 * - a `HydrateOnApproach` region (`data-hydrate-on-approach`), which hydrates when it comes near the
 *   viewport, is touched, focused or typed in, or when the browser is idle; a click on it opens it.
 * A held control gets `aria-busy="true"` in the same task as the click (the pressed look, global-styles.tsx),
 * and is clicked again once none of its parts is waiting. A link is left to the browser, unless a click is
 * held already: then it waits behind it, so "Add to Cart" and a move on are done in the shopper's order.
 *
 * An Add to Cart a guest clicks early is not held but done at once (early-add.ts): the line is in her bag
 * before the page's code has arrived.
 *
 * No import but import-free files (early-add.ts, state/hint-cookies.ts): the shell's entry (shell/src/index.ts,
 * through shared-ui/hydration-gate.ts) starts it before anything else, and the shared-ui/state singleton's
 * HydrateOnApproach uses this same module instance.
 */
import { addEarly, noteClick, settleEarlyAdds } from './early-add';

// Not checkboxes and radios: they change at once, and the state React hydrates with is read from them.
const CONTROLS = 'button, [role="button"], summary';

/** The attribute that names the shell's part a control hydrates with; the layout when no element names one. */
const HYDRATION_PART_ATTRIBUTE = 'data-hydration-part';

/** The attribute on a `HydrateOnApproach` region's element. */
export const REGION_ATTRIBUTE = 'data-hydrate-on-approach';

export type HydrationPart = 'layout' | 'page' | 'newsletter';

/** A `HydrateOnApproach` region's part of the registry. */
export interface HydrationGate {
  /** Resolves when the gate opens; the region suspends on it while it hydrates. */
  readonly promise: Promise<void>;
  opened: boolean;
  hydrated: boolean;
  open(): void;
  /** The region's content has hydrated (its first layout effect): clicks held for it are clicked again. */
  markHydrated(): void;
}

/** `expanded`: a disclosure's `aria-expanded` when it was clicked (a held "open the bag" already done is not undone). */
type Held = { control: HTMLElement; path: number[]; text: string; link: boolean; expanded: string | null };

/** The shell's named parts not hydrated yet (empty when the shell holds nothing). */
let pending = new Set<HydrationPart>();
/** The server markup the shell's parts are in: asked for each time, as the parser may not have written it yet. */
let rootOfParts: () => Element | null = () => null;
let dropTimer: ReturnType<typeof setTimeout> | undefined;
/** The regions' parts, by their element. */
const regions = new WeakMap<Element, HydrationGate>();
/** Every held click, in the shopper's order. */
let held: Held[] = [];

/** The named part around `element`: the nearest element that names one, else the layout. */
function namedPartOf(element: Element): HydrationPart {
  const named = element.closest(`[${HYDRATION_PART_ATTRIBUTE}]`)?.getAttribute(HYDRATION_PART_ATTRIBUTE);
  return named === 'page' || named === 'newsletter' ? named : 'layout';
}

/** The gate of the region around `element`, while that region has not hydrated. */
function waitingRegionOf(element: Element): HydrationGate | undefined {
  const region = element.closest(`[${REGION_ATTRIBUTE}]`);
  const gate = region ? regions.get(region) : undefined;
  return gate && !gate.hydrated ? gate : undefined;
}

/** Whether a part around `control` has not hydrated yet. */
function waiting(control: Element): boolean {
  return !!waitingRegionOf(control) || (!!rootOfParts()?.contains(control) && pending.has(namedPartOf(control)));
}

/** Where `element` sits under `root`: the child index at each level. */
function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  }
  return path;
}

/**
 * The control to click: the one clicked, or, when React rendered its region again in the browser instead
 * of hydrating it (the server's nodes are gone), the new control in the same place with the same text.
 */
function currentControl({ control, path, text }: Held): HTMLElement | null {
  if (control.isConnected) return control;
  let node: Element | null | undefined = rootOfParts();
  for (const index of path) node = node?.children[index];
  if (!(node instanceof HTMLElement) || node.tagName !== control.tagName || node.textContent !== text) return null;
  return node;
}

/**
 * The one listener, for clicks and for what comes before one: a touch, a focus or a key in a waiting region
 * opens it, so it hydrates before she acts on it.
 */
function onEarlyInput(event: Event): void {
  if (!(event.target instanceof Element)) return;
  if (event.type !== 'click') {
    waitingRegionOf(event.target)?.open();
    return;
  }
  noteClick(event.target);
  const link = event.target.closest<HTMLElement>('a[href]');
  if (link) {
    // Behind a held click only, and only a plain click: a new tab or a download is the browser's.
    const click = event as MouseEvent;
    const plain = click.button === 0 && !(click.metaKey || click.ctrlKey || click.shiftKey || click.altKey);
    if (held.length > 0 && plain && rootOfParts()?.contains(link)) hold(event, link, true);
    return;
  }
  const control = event.target.closest<HTMLElement>(CONTROLS);
  if (!control || !waiting(control)) return;
  waitingRegionOf(control)?.open();
  if (addEarly(control)) {
    event.preventDefault();
    event.stopImmediatePropagation();
    return;
  }
  hold(event, control, false);
}

function hold(event: Event, control: HTMLElement, link: boolean): void {
  // The default too: a submit button would send its form natively now, and again with the replay.
  event.preventDefault();
  event.stopImmediatePropagation();
  if (held.some((entry) => entry.control === control)) return;
  // Taken, at once: the shopper sees her click counted while the code to answer it arrives.
  control.setAttribute('aria-busy', 'true');
  const root = rootOfParts();
  const path = root?.contains(control) ? pathOf(root, control) : [];
  held.push({ control, link, path, text: control.textContent ?? '', expanded: control.getAttribute('aria-expanded') });
}

let listening = false;

/**
 * The listener, registered once. On the document, capturing, so before react-dom's listeners on the root,
 * which stop these events when they land in markup React has not hydrated.
 */
function listen(): void {
  if (listening) return;
  listening = true;
  for (const type of ['click', 'pointerdown', 'focusin', 'keydown'])
    document.addEventListener(type, onEarlyInput, true);
}

/**
 * Clicks again, once, each held control none of whose parts is waiting any more, in the order they were
 * clicked; a link waits for every click before it. In a task of its own: called from a layout effect, inside
 * React's commit, where react-dom would not hydrate a boundary the click lands in and would drop it again.
 */
function replayReady(): void {
  setTimeout(() => {
    const ready: [Held, HTMLElement | null][] = [];
    const still: Held[] = [];
    for (const entry of held) {
      const control = currentControl(entry);
      if (control && (waiting(control) || (entry.link && still.length > 0))) still.push(entry);
      else ready.push([entry, control]);
    }
    held = still;
    for (const [entry, control] of ready) {
      entry.control.removeAttribute('aria-busy');
      control?.removeAttribute('aria-busy');
      // A closed disclosure that a click before it opened (Add to Cart opens the bag): her intent is done.
      if (entry.expanded !== 'false' || control?.getAttribute('aria-expanded') !== 'true') control?.click();
    }
    settleEarlyAdds(waiting);
  });
}

/**
 * Holds clicks on controls inside `root` (the server's markup) until `markHydrated()` says their part has
 * hydrated, or drops them after `maxWaitMs` (start-up failed: the page stays as the server drew it).
 * `root` may be a function that finds it: the shell's entry runs while the parser is still writing the page.
 */
export function holdEarlyClicks(
  root: Element | (() => Element | null),
  { maxWaitMs = 15_000 }: { maxWaitMs?: number } = {},
): void {
  clearTimeout(dropTimer);
  pending = new Set(['layout', 'page', 'newsletter']);
  held = [];
  rootOfParts = typeof root === 'function' ? root : () => root;
  listen();
  dropTimer = setTimeout(() => {
    for (const entry of held) entry.control.removeAttribute('aria-busy');
    held = [];
    pending.clear();
    settleEarlyAdds(() => false);
  }, maxWaitMs);
}

/**
 * The shell's `part` has hydrated (the page implies the layout around it): clicks go to it from now on, and
 * each one held for it is clicked again. Called by the first layout effect of the layout, of the route's page
 * (or its fallback) and of the newsletter form: in the commit that hydrated them, before any new input.
 */
export function markHydrated(part: HydrationPart): void {
  if (!pending.has(part) && !(part === 'page' && pending.has('layout'))) return;
  pending.delete(part);
  if (part === 'page') pending.delete('layout');
  if (pending.size === 0) clearTimeout(dropTimer);
  // At once, in the commit that hydrated the part (a layout effect): a field typed into next would make
  // its form render React's state back into the fields not handed over yet. Unless the part hydrated
  // inside a shopper's event (React hydrates a part she types into): a change sent inside it would be
  // undone by React's restore of the field when that event ends, so it waits for the event to end.
  const root = rootOfParts();
  const handOverNow = () => root && handOverTypedValues(root);
  if (insideEvent()) setTimeout(handOverNow);
  else handOverNow();
  replayReady();
}

/** Whether an event is being dispatched right now (`window.event`, kept by every browser for this). */
function insideEvent(): boolean {
  return (window as { event?: Event }).event !== undefined;
}

/** Fields whose early input was handed to React already (each once). */
const handedOver = new WeakSet<Element>();

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The browser's own setter of a field's `value` or `checked`, which React's change tracking does not see. */
function nativeSetter(field: Field, property: 'value' | 'checked'): (value: unknown) => void {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, property)!.set!;
}

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * Tells React what the shopper changed in a field before it hydrated. React took the field as it found
 * it for its change tracking, so the field goes back to the server's value through React's own setter,
 * then to the shopper's through the browser's, and the event React reads that change from is sent:
 * `input` for text, a click event that toggles nothing (not a MouseEvent) for a box, `change` for a select.
 */
function handOver(field: Field, shoppers: string | boolean): void {
  if (field instanceof HTMLSelectElement) {
    nativeSetter(field, 'value').call(field, shoppers);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (isCheckable(field)) {
    field.checked = field.defaultChecked;
    nativeSetter(field, 'checked').call(field, shoppers);
    field.dispatchEvent(new Event('click', { bubbles: true }));
  } else {
    field.value = field.defaultValue;
    nativeSetter(field, 'value').call(field, shoppers);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * What the shopper typed, ticked or chose in the server's markup before its part hydrated: React keeps
 * it in the page but starts from its own state, so a form sent right after would send its empty state.
 * All changed fields are read first: handing one over re-renders its form, which writes React's state
 * back into the fields not handed over yet.
 */
function handOverTypedValues(root: Element): void {
  const changed: [Field, string | boolean][] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const part = namedPartOf(field);
    // The newsletter form reads its own fields, at hydration and at submit (newsletter-form.tsx).
    if (handedOver.has(field) || part === 'newsletter' || pending.has(part)) continue;
    handedOver.add(field);
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        changed.push([field, field.value]);
    } else if (isCheckable(field)) {
      if (field.checked !== field.defaultChecked) changed.push([field, field.checked]);
    } else if (field.value !== field.defaultValue) {
      changed.push([field, field.value]);
    }
  }
  for (const [field, shoppers] of changed) handOver(field, shoppers);
}

/** A region's gate that is open from the start: on the server, and in a page the browser renders alone. */
export const OPEN_GATE: HydrationGate = {
  promise: Promise.resolve(),
  opened: true,
  hydrated: true,
  open: () => undefined,
  markHydrated: () => undefined,
};

/** A region's gate, closed until `openWhenApproached` or the page opens it. */
export function createHydrationGate(): HydrationGate {
  let resolve: () => void = () => undefined;
  const gate: HydrationGate = {
    promise: new Promise<void>((done) => (resolve = done)),
    opened: false,
    hydrated: false,
    open() {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
    },
    markHydrated() {
      if (gate.hydrated) return;
      gate.hydrated = true;
      replayReady();
    },
  };
  return gate;
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
 * Registers `region` with its gate and opens it when the region comes near the viewport, on the shopper's
 * first touch, focus or key in it, or when the browser is idle. Answers the cleanup.
 */
export function openWhenApproached(region: Element, gate: HydrationGate): () => void {
  if (gate.opened) return () => undefined;
  regions.set(region, gate);
  listen();
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
