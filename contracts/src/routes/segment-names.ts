import { ROUTES } from './route-table';

/** The breadcrumb's friendly names of static path segments: each route's `crumb` names its last static segment. */
export const SEGMENT_NAMES: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    ROUTES.flatMap((route) => {
      const last = route.path
        .split('/')
        .filter((segment) => segment && !segment.startsWith(':') && segment !== '*')
        .pop();
      return route.crumb && last ? [[last, route.crumb]] : [];
    }),
  ),
);

/** A segment without a name of its own (a weekday, a profile tab): "address" → "Address", "paymentCard" → "Payment Card". */
export function humanizeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as it is.
  }
  return decoded
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());
}

export function segmentName(segment: string): string {
  return SEGMENT_NAMES[segment] ?? humanizeSegment(segment);
}
