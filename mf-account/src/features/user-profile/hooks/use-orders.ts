import { useCallback, useEffect, useState } from 'react';
import type { Order, OrderSummary } from 'contracts';
import { getOrder, getOrders, isCancelledRequest, type RequestOptions } from 'shared-ui';

type Loaded<T> = { status: 'loading' } | { status: 'failed'; notFound: boolean } | { status: 'ready'; value: T };

/** The Orders tab's first data: a plain async function, so a server renderer can call it too. */
export function loadOrders(options: RequestOptions = {}): Promise<OrderSummary[]> {
  return getOrders(options);
}

/** One order's page data (404 when it is not the shopper's). */
export function loadOrder({ id }: { id: string }, options: RequestOptions = {}): Promise<Order> {
  return getOrder(id, options);
}

/** Remembers which request a state belongs to, so a new key shows 'loading' without a reset in the effect. */
type Settled<T> = { key: string; attempt: number; state: Loaded<T> };

function useLoaded<T>(key: string, load: (options: RequestOptions) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load({ signal: controller.signal }).then(
      (value) => setSettled({ key, attempt, state: { status: 'ready', value } }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelledRequest(error)) return;
        const notFound = (error as { status?: number }).status === 404;
        if (!notFound) console.error('[mf-account] orders', error);
        setSettled({ key, attempt, state: { status: 'failed', notFound } });
      },
    );
    return () => controller.abort();
  }, [key, load, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: Loaded<T> =
    settled && settled.key === key && settled.attempt === attempt ? settled.state : { status: 'loading' };
  return { state, reload };
}

/** The shopper's orders, newest first. */
export function useOrders() {
  return useLoaded('orders', loadOrders);
}

/** One of the shopper's orders. */
export function useOrder(id: string) {
  const load = useCallback((options: RequestOptions) => loadOrder({ id }, options), [id]);
  return useLoaded(`order:${id}`, load);
}
