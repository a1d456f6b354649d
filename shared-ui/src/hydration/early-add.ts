/**
 * An Add to Cart clicked before its page hydrated, done by the hydration gate itself (ADR 2): the key goes
 * into the guest's bag in localStorage at once, and a note says so, where holding the click would show
 * nothing until the page's code had arrived (a second or more on a slow phone). Nothing is clicked again
 * later, so the line is added once; when the page hydrates, its button reads "Added to Cart" from the bag.
 *
 * Only for a browser without the signed-in hint: a customer's bag lives on the server, and her click is held
 * and clicked again as any other. It imports only import-free files, as the gate does (it runs in the shell's
 * entry).
 */
import { mayHoldSession, writeBagHint } from '../state/hint-cookies';

/** On a server-rendered Add to Cart: the bag line's key (`productId/color/size/quantity`, see contracts). */
export const EARLY_ADD_ATTRIBUTE = 'data-early-add';
/** On the same button: what the note says once the line is in the bag, e.g. "Linen Dress was added to your bag." */
export const EARLY_ADD_NOTE_ATTRIBUTE = 'data-early-add-note';
/** On the gate's note (global-styles.tsx draws it). */
export const EARLY_NOTE_ATTRIBUTE = 'data-early-note';

/** Where a guest's bag is kept (state/bag.ts's atom reads the same key). */
export const GUEST_BAG_KEY = 'vesna:bag';

let note: HTMLElement | null = null;
/** The buttons whose lines were added, until their page has hydrated. */
let addedBy: Element[] = [];
/** Where they were added; the mini bag opens only there. */
let addedAt = '';
/** Whether the shopper has opened or closed something since (the bag, a menu): then it is not opened for her. */
let disclosureClicked = false;

/** The line a key names: the key without its quantity. */
const lineOf = (key: string) => key.slice(0, key.lastIndexOf('/'));

function guestKeys(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(GUEST_BAG_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts `key` in the guest's bag unless its line is there. False when storage refused it. */
function putInGuestBag(key: string): boolean {
  const keys = guestKeys();
  if (keys.some((existing) => lineOf(existing) === lineOf(key))) return true;
  const value = JSON.stringify([...keys, key]);
  try {
    localStorage.setItem(GUEST_BAG_KEY, value);
  } catch {
    return false;
  }
  writeBagHint(true);
  // The bag's atom may be mounted already (the header hydrated first): it hears this as it hears another tab.
  window.dispatchEvent(new StorageEvent('storage', { key: GUEST_BAG_KEY, newValue: value, storageArea: localStorage }));
  return true;
}

function showNote(text: string): void {
  note?.remove();
  note = document.createElement('p');
  note.setAttribute(EARLY_NOTE_ATTRIBUTE, '');
  note.setAttribute('role', 'status');
  note.textContent = text;
  // Outside React's root: React never sees it, so hydration finds the markup as the server wrote it.
  document.body.append(note);
}

/**
 * Adds the line `control` names, when it names one and the browser holds a guest's bag. Answers whether it
 * did (the click is then done); otherwise the gate holds the click as any other.
 */
export function addEarly(control: Element): boolean {
  const key = control.getAttribute(EARLY_ADD_ATTRIBUTE);
  if (!key || key.lastIndexOf('/') < 1 || mayHoldSession()) return false;
  if (!putInGuestBag(key)) return false;
  addedBy.push(control);
  addedAt = location.href;
  disclosureClicked = false;
  showNote(control.getAttribute(EARLY_ADD_NOTE_ATTRIBUTE) ?? 'Added to your bag.');
  return true;
}

/** Every click the gate sees, hydrated or not: one on a disclosure (the bag's button) after an add is noted. */
export function noteClick(target: Element): void {
  if (addedBy.length > 0 && target.closest('[aria-expanded]')) disclosureClicked = true;
}

/**
 * Once none of the buttons is `waiting` any more (their page hydrated): the note goes, and the mini bag opens
 * as after any Add to Cart (`bag:open`, shared-ui's events.ts), unless the shopper has moved on or opened or
 * closed something herself in the meantime.
 */
export function settleEarlyAdds(waiting: (control: Element) => boolean): void {
  if (addedBy.length === 0 || addedBy.some((control) => control.isConnected && waiting(control))) return;
  const openBag = !disclosureClicked && location.href === addedAt;
  addedBy = [];
  note?.remove();
  note = null;
  if (openBag) window.dispatchEvent(new CustomEvent('bag:open', { detail: { source: 'hydration-gate' } }));
}
