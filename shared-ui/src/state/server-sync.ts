/**
 * The optimistic server sync shared by the wish list (state/wishlist.ts) and the bag (state/bag.ts)
 * of a logged-in customer: the page changes its copy at once, then each change goes to the API in
 * click order. A change the server refuses is rolled back (when the same customer is still logged in
 * and no later change touched the same thing) and the caller's failure handler shows a toast. When
 * the last pending write is answered, the server's answer (it has seen every write by then) becomes
 * the page's copy through `settle`.
 */
import { sessionAtom, type Store } from './session-atom';

interface SyncState {
  /** Every server write of this store runs after the previous one, so the server sees them in click order. */
  queue: Promise<unknown>;
  /** Writes sent and not yet answered. */
  pending: number;
  /** Sequence number of the latest write per target (`*` for a clear): only the latest may roll back. */
  latest: Map<string, number>;
  sequence: number;
}

export interface ServerSyncHandlers<T> {
  /** Called when the last pending write succeeded, with its answer, while the same customer is logged in. */
  settle: (store: Store, answer: T) => void;
  /** Called after a failed write was rolled back (typically: show a toast). */
  fail: (error: unknown) => void;
}

export interface ServerSync<T> {
  /**
   * Sends `request` after the earlier writes of this store. `target` names what it changes (a product
   * id, a bag line; `*` for everything): when it fails, `rollback` runs only if no later write touched
   * the same target (or `*`) and the customer who made the change is still the one logged in.
   */
  send: (store: Store, target: string, request: () => Promise<T>, rollback: () => void) => Promise<void>;
  /** True while writes of this store are on their way to the server. */
  isPending: (store: Store) => boolean;
}

/** The logged-in customer's id, or null for a guest (only a logged-in customer's changes are sent). */
export function loggedInUserId(store: Store): string | null {
  const session = store.get(sessionAtom);
  return session.isLogged && session.user ? session.user.id : null;
}

/** One sync per resource (wish list, bag), each with its own queue per Jotai store. */
export function createServerSync<T>(handlers: ServerSyncHandlers<T>): ServerSync<T> {
  const states = new WeakMap<Store, SyncState>();

  const stateOf = (store: Store): SyncState => {
    let state = states.get(store);
    if (!state) {
      state = { queue: Promise.resolve(), pending: 0, latest: new Map(), sequence: 0 };
      states.set(store, state);
    }
    return state;
  };

  const send: ServerSync<T>['send'] = (store, target, request, rollback) => {
    const state = stateOf(store);
    const userId = loggedInUserId(store);
    const sequence = ++state.sequence;
    state.latest.set(target, sequence);
    state.pending += 1;
    const run = state.queue.then(request);
    state.queue = run.catch(() => undefined);
    return run.then(
      (answer) => {
        state.pending -= 1;
        if (state.pending === 0 && loggedInUserId(store) === userId) handlers.settle(store, answer);
      },
      (error: unknown) => {
        state.pending -= 1;
        // Logged out (or someone else logged in) meanwhile: that copy is gone, nothing to restore.
        if (loggedInUserId(store) !== userId) return;
        // A later change of the same target (or a later clear) decides its state; it is still on its way.
        const latestClear = state.latest.get('*') ?? 0;
        if (state.latest.get(target) !== sequence || latestClear > sequence) return;
        rollback();
        handlers.fail(error);
      },
    );
  };

  return { send, isPending: (store) => stateOf(store).pending > 0 };
}
