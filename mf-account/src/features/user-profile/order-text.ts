import { capitalise, sizeLabel, type Size } from 'contracts';

// A fixed locale and time zone, so the date reads the same on the server, in tests and in every browser.
const orderDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "November 22, 2026". */
export function formatOrderDate(iso: string): string {
  return orderDate.format(new Date(iso));
}

/** "Blue · M · Qty 2". */
export function lineDetails(line: { color: string; size: Size; quantity: number }): string {
  return `${capitalise(line.color)} · ${sizeLabel(line.size)} · Qty ${line.quantity}`;
}

/** A fresh Idempotency-Key per opened form: sending the same form twice (a double click, a retry) is one request. */
export const newRequestKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
