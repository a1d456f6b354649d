import { useQueryClient, type QueryClient } from 'shared-ui/state';

/**
 * The date the page was rendered at, for texts that show the date (the footer's year): the server's, so
 * the browser's first render matches the HTML whatever its clock says. The server (or the browser, for a
 * page it renders alone) writes it into the query client before rendering; reading `new Date()` while
 * rendering would differ between the two.
 */
const RENDER_DATE_KEY = ['render-date'];

export function setRenderDate(client: QueryClient, date: Date): void {
  // The day only: a public page must be the same bytes for every request of the day (ETag, CDN).
  client.setQueryData(RENDER_DATE_KEY, date.toISOString().slice(0, 10));
}

export function useRenderYear(): number {
  const rendered = useQueryClient().getQueryData<string>(RENDER_DATE_KEY);
  // Without one (a component test), the year of the clock.
  return (rendered ? new Date(rendered) : new Date()).getUTCFullYear();
}
