/**
 * An Add to Cart clicked before its page hydrated, done by the hydration gate itself (ADR 2): the key goes
 * into the guest's bag in localStorage at once, and a note says so, where holding the click would show
 * nothing until the page's code had arrived (a second or more on a slow phone). Nothing is clicked again
 * later, so the line is added once; when the page hydrates, its button reads "Added to Cart" from the bag.
 *
 * Only for a browser without the signed-in hint: a customer's bag lives on the server, and her click is held
 * and clicked again as any other. No import, as the gate (it runs in the shell's entry): the names below are
 * contracts' `SIGNED_IN_COOKIE` and `BAG_HINT_COOKIE` and state/bag.ts's storage key, which
 * __tests__/early-add.test.ts holds equal.
 */

/** On a server-rendered Add to Cart: the bag line's key (`productId/color/size/quantity`, see contracts). */
export const EARLY_ADD_ATTRIBUTE = 'data-early-add';
/** On the same button: what the note says once the line is in the bag, e.g. "Linen Dress was added to your bag." */
export const EARLY_ADD_NOTE_ATTRIBUTE = 'data-early-add-note';
/** On the gate's note (global-styles.tsx draws it). */
export const EARLY_NOTE_ATTRIBUTE = 'data-early-note';

export const EARLY_ADD_NAMES = {
  guestBagKey: 'vesna:bag',
  signedInCookie: 'vesna_signed_in',
  bagHintCookie: 'vesna_bag',
} as const;

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

let note: HTMLElement | null = null;
/** The buttons whose lines were added, until their page has hydrated. */
let addedBy: Element[] = [];
/** Where they were added; the mini bag opens only there. */
let addedAt = '';
/** Whether the shopper has opened or closed something since (the bag, a menu): then it is not opened for her. */
let disclosureClicked = false;

function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** The line a key names: the key without its quantity. */
const lineOf = (key: string) => key.slice(0, key.lastIndexOf('/'));

function guestKeys(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(EARLY_ADD_NAMES.guestBagKey) ?? '[]');
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
    localStorage.setItem(EARLY_ADD_NAMES.guestBagKey, value);
  } catch {
    return false;
  }
  document.cookie = `${EARLY_ADD_NAMES.bagHintCookie}=1; path=/; max-age=${YEAR_IN_SECONDS}; samesite=lax`;
  // The bag's atom may be mounted already (the header hydrated first): it hears this as it hears another tab.
  window.dispatchEvent(
    new StorageEvent('storage', { key: EARLY_ADD_NAMES.guestBagKey, newValue: value, storageArea: localStorage }),
  );
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
  if (!key || key.lastIndexOf('/') < 1 || hasCookie(EARLY_ADD_NAMES.signedInCookie)) return false;
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
