type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null;

/** Query parameters: lists are comma-joined, unset values and empty lists left out (see toQueryString). */
export type QueryParams = Record<string, QueryValue>;

/**
 * Builds a query string the way the API reads it: lists comma-joined (`color=blue,red`, commas left
 * unescaped), every value URI-encoded (`sort=%2Bprice`: a bare "+" would arrive as a space), and
 * undefined values and empty lists left out. The client's params serializer.
 */
export function toQueryString(query: QueryParams): string {
  return Object.entries(query)
    .flatMap(([key, value]) => {
      if (value === undefined || value === null) return [];
      if (Array.isArray(value)) {
        if (value.length === 0) return [];
        return [`${encodeURIComponent(key)}=${value.map((item) => encodeURIComponent(String(item))).join(',')}`];
      }
      return [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`];
    })
    .join('&');
}
