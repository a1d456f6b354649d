import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { passesGuard, type RouteGuard as Guard } from 'contracts';
import { NotFound } from './not-found';

/**
 * A route whose table row has a guard (`/:id` only for a product id, `/modiweek/:day?` only for a weekday)
 * renders its page when the guard holds and the 404 page otherwise: the same decision as contracts'
 * matcher makes for the server and the head.
 */
export function RouteGuard({ guard, children }: { guard: Guard | undefined; children: ReactNode }) {
  const params = useParams();
  return passesGuard(guard, params) ? <>{children}</> : <NotFound />;
}
