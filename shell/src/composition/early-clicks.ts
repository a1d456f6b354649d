/**
 * Clicks on the server's markup before React has hydrated it: held, then clicked again once it has.
 *
 * Until the shell's start-up has run, nothing on the page answers a click. After it, React 19 hydrates a
 * server-rendered region when it is clicked, but only if the region's code is there: a click on the page
 * while its remote is still loading is stopped by react-dom and never replayed (`dispatchEvent` in
 * react-dom-client). On a slow phone, a first tap on "Open menu", "Add to Cart" or "Load More" did nothing.
 * So a click on a control is held until its part has hydrated: the element around it that names a part
 * (`data-hydration-part`: the route's page in <main>, the footer's newsletter form, which hydrates when the
 * browser is idle), else the layout. Links are left to the browser, which follows them as it would without
 * JavaScript. No module import: the entry (index.ts) starts it before anything else.
 */
// Not checkboxes and radios: they change at once, and the state React hydrates with is read from them.
const CONTROLS = 'button, [role="button"], summary';

/** The attribute that names the part a control hydrates with; the layout when no element names one. */
const HYDRATION_PART_ATTRIBUTE = 'data-hydration-part';

export type HydrationPart = 'layout' | 'page' | 'newsletter';

type Held = { control: HTMLElement; part: HydrationPart; path: number[]; text: string };

let pending = new Set<HydrationPart>();
let held: Held[] = [];
let heldRoot: Element | null = null;
let stopHolding: (() => void) | null = null;

/** Where `element` sits under `root`: the child index at each level. */
function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

/**
 * The control to click: the one clicked, or, when React rendered its region again in the browser instead
 * of hydrating it (the server's nodes are gone), the new control in the same place with the same text.
 */
function currentControl({ control, path, text }: Held): HTMLElement | null {
  if (control.isConnected) return control;
  let node: Element | null | undefined = heldRoot;
  for (const index of path) node = node?.children[index];
  if (!(node instanceof HTMLElement) || node.tagName !== control.tagName || node.textContent !== text) return null;
  return node;
}

function partOf(control: Element): HydrationPart {
  const named = control.closest(`[${HYDRATION_PART_ATTRIBUTE}]`)?.getAttribute(HYDRATION_PART_ATTRIBUTE);
  return named === 'page' || named === 'newsletter' ? named : 'layout';
}

/**
 * Holds clicks on controls inside `root` (the server's markup) until `markHydrated()` says their part
 * has hydrated, or drops them after `maxWaitMs` (start-up failed: the page stays as the server drew it).
 */
export function holdEarlyClicks(root: Element, { maxWaitMs = 15_000 }: { maxWaitMs?: number } = {}): void {
  stopHolding?.();
  pending = new Set(['layout', 'page', 'newsletter']);
  held = [];
  heldRoot = root;
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(CONTROLS);
    if (!control || !root.contains(control) || control.closest('a[href]')) return;
    const part = partOf(control);
    if (!pending.has(part)) return;
    // The default too: a submit button would send its form natively now, and again with the replay.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.some((entry) => entry.control === control))
      held.push({ control, part, path: pathOf(root, control), text: control.textContent ?? '' });
  };
  // On the document, capturing: before React's own listener on the root, which would drop the click.
  document.addEventListener('click', onClick, true);
  const timer = setTimeout(() => {
    held = [];
    stop();
  }, maxWaitMs);
  stopHolding = () => {
    document.removeEventListener('click', onClick, true);
    clearTimeout(timer);
  };
}

function stop(): void {
  stopHolding?.();
  stopHolding = null;
  pending.clear();
}

/**
 * Clicks each held control whose part has hydrated, once (a control with no counterpart any more is
 * skipped). In a task of its own: called from an effect, inside React's commit, where react-dom would not
 * hydrate a boundary the click lands in (a header boundary still waiting) and would drop the click again.
 */
function replayReady(): void {
  const ready = held.filter((entry) => !pending.has(entry.part));
  held = held.filter((entry) => pending.has(entry.part));
  const hydratedParts = new Set((['layout', 'page', 'newsletter'] as const).filter((part) => !pending.has(part)));
  // At once, in the commit that hydrated the part (a layout effect): a field typed into next would make
  // its form render React's state back into the fields not handed over yet. Unless the part hydrated
  // inside a shopper's event (React hydrates a part she types into): a change sent inside it would be
  // undone by React's restore of the field when that event ends, so it waits for the event to end.
  const root = heldRoot;
  const handOverNow = () => root && handOverTypedValues(root, hydratedParts);
  if (insideEvent()) setTimeout(handOverNow);
  else handOverNow();
  if (ready.length > 0) setTimeout(() => ready.forEach((entry) => currentControl(entry)?.click()));
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
function handOverTypedValues(root: Element, hydratedParts: Set<HydrationPart>): void {
  const changed: [Field, string | boolean][] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const part = partOf(field);
    // The newsletter form reads its own fields, at hydration and at submit (newsletter-form.tsx).
    if (handedOver.has(field) || part === 'newsletter' || !hydratedParts.has(part)) continue;
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

/**
 * `part` has hydrated (the page implies the layout around it): clicks go to it from now on, and each one
 * held for it is clicked again. Called by the first layout effect of the layout, of the route's page (or
 * its fallback) and of the newsletter form: in the commit that hydrated them, before any new input.
 */
export function markHydrated(part: HydrationPart): void {
  if (!stopHolding) return;
  pending.delete(part);
  if (part === 'page') pending.delete('layout');
  replayReady();
  if (pending.size === 0) stop();
}
