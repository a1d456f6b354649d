import type { Params } from './form-params';
import { optionalInteger, optionalObject, optionalString } from './param-readers';

/** One page of a Stripe list: `{object: 'list', data, has_more, url}`. */
export interface ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/**
 * Stripe's list parameters over objects kept oldest first: newest first, `created[gte|gt|lte|lt]`,
 * `limit` (default 10, 1 to 100) and `starting_after` (the last id of the previous page), which is what the
 * SDK's auto-pagination sends.
 */
export function listPage<T extends { id: string; created: number }>(
  all: T[],
  params: Params,
  url: string,
  keep: (item: T) => boolean = () => true,
): ListPage<T> {
  const created = optionalObject(params, 'created') ?? {};
  const bound = (name: string) => optionalInteger(created, name, `created[${name}]`);
  const [gte, gt, lte, lt] = [bound('gte'), bound('gt'), bound('lte'), bound('lt')];
  const limit = Math.min(Math.max(optionalInteger(params, 'limit') ?? 10, 1), 100);
  let items = [...all]
    .reverse()
    .filter(
      (item) =>
        keep(item) &&
        (gte === undefined || item.created >= gte) &&
        (gt === undefined || item.created > gt) &&
        (lte === undefined || item.created <= lte) &&
        (lt === undefined || item.created < lt),
    );
  const after = optionalString(params, 'starting_after');
  if (after) items = items.slice(items.findIndex((item) => item.id === after) + 1);
  return { object: 'list', data: items.slice(0, limit), has_more: items.length > limit, url };
}
