import { useEffect } from 'react';

/** Sets the tab title as "<Page> | Vesna", the format every page of the shop uses, while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | Vesna`;
  }, [page]);
}
