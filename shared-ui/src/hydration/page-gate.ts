/**
 * What the shell's browser build bundles in place of hydration-gate.ts (shell/webpack.config.js): the gate
 * that index.html's head script started (head-script.ts), so the page has one gate and main.js does not carry
 * a second copy of its code. Without that script (a page whose head lacks it: an old cached index.html, a
 * policy that refused it), nothing is held and every region hydrates at once: the page works, as before the
 * gate.
 */
import type * as Gate from './hydration-gate';

declare global {
  /** hydration-gate.ts, as index.html's head script publishes it (head-script.ts). */
  var vesnaHydrationGate: typeof Gate | undefined;
}

const OPEN: Gate.HydrationGate = {
  promise: Promise.resolve(),
  opened: true,
  hydrated: true,
  open: () => undefined,
  markHydrated: () => undefined,
};

/** The gate's exports when no head script started one: nothing held, every region open. */
export const NO_GATE: typeof Gate = {
  REGION_ATTRIBUTE: 'data-hydrate-on-approach',
  OPEN_GATE: OPEN,
  createHydrationGate: () => OPEN,
  openWhenApproached: () => () => undefined,
  holdEarlyClicks: () => undefined,
  markHydrated: () => undefined,
};

const gate = globalThis.vesnaHydrationGate ?? NO_GATE;

export type { HydrationGate, HydrationPart } from './hydration-gate';
export const { REGION_ATTRIBUTE, OPEN_GATE, createHydrationGate, openWhenApproached, holdEarlyClicks, markHydrated } =
  gate;
