import { useCallback } from 'react';
import type { Order, OrderSummary } from 'contracts';
import { logFailures, ORDERS_QUERY_KEY, getOrder, getOrders } from 'shared-ui';
import { type RequestOptions, useQuery, useQueryClient, useSession } from 'shared-ui/state';

type Loaded<T> = { status: 'loading' } | { status: 'failed'; notFound: boolean } | { status: 'ready'; value: T };

/** The Orders tab's first data: a plain async function, so a server renderer can call it too. */
export function loadOrders(options: RequestOptions = {}): Promise<OrderSummary[]> {
  return getOrders(options);
}

/** One order's page data (404 when it is not the shopper's). */
export function loadOrder({ id }: { id: string }, options: RequestOptions = {}): Promise<Order> {
  return getOrder(id, options);
}

const isNotFound = (error: unknown) => (error as { status?: number }).status === 404;

/**
 * The shopper's orders, newest first. Its key starts with shared-ui's ORDERS_QUERY_KEY, which checkout
 * invalidates after a purchase, and holds the user id (a guest has none and asks nothing).
 */
export function ordersQuery(userId: string | undefined) {
  return {
    queryKey: [...ORDERS_QUERY_KEY, userId ?? null, 'list'] as const,
    queryFn: logFailures('[mf-account] orders', ({ signal }: { signal: AbortSignal }) => loadOrders({ signal })),
  };
}

/** One of the shopper's orders, under the same ORDERS_QUERY_KEY. Its 404 is said on the page, not logged. */
export function orderQuery(userId: string | undefined, id: string) {
  return {
    queryKey: [...ORDERS_QUERY_KEY, userId ?? null, 'order', id] as const,
    queryFn: logFailures(
      '[mf-account] orders',
      ({ signal }: { signal: AbortSignal }) => loadOrder({ id }, { signal }),
      isNotFound,
    ),
  };
}

type OrdersQuery<T> = { queryKey: readonly unknown[]; queryFn: (context: { signal: AbortSignal }) => Promise<T> };

function useLoaded<T>(query: OrdersQuery<T>, userId: string | undefined) {
  const answer = useQuery<T, readonly unknown[]>({ ...query, enabled: userId !== undefined });
  const { refetch } = answer;
  const reload = useCallback(() => void refetch(), [refetch]);
  let state: Loaded<T> = { status: 'loading' };
  if (answer.status === 'success') state = { status: 'ready', value: answer.data };
  else if (answer.status === 'error') state = { status: 'failed', notFound: isNotFound(answer.error) };
  return { state, reload };
}

/** The shopper's orders, newest first. */
export function useOrders() {
  const userId = useSession().user?.id;
  return useLoaded(ordersQuery(userId), userId);
}

/**
 * One of the shopper's orders. `set()` takes the order as a return request answered it: shown at once,
 * without loading it again, and the list is asked again (its status may have changed).
 */
export function useOrder(id: string) {
  const userId = useSession().user?.id;
  const client = useQueryClient();
  const loaded = useLoaded(orderQuery(userId, id), userId);
  const set = useCallback(
    (order: Order) => {
      client.setQueryData(orderQuery(userId, id).queryKey, order);
      void client.invalidateQueries({ queryKey: ordersQuery(userId).queryKey, exact: true });
    },
    [client, userId, id],
  );
  return { ...loaded, set };
}
