import { documentTitle } from 'contracts';
import { useDocumentHead } from './use-document-head';

/**
 * Sets the tab title (and og:title) as "<Page> | Vesna", the format every page of the shop uses, while the
 * page is shown. The description, canonical link and other tags come with the route (useDocumentHead).
 */
export function useDocumentTitle(page: string): void {
  useDocumentHead({ title: documentTitle(page) });
}
