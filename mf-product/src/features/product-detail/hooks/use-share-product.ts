import { useCallback } from 'react';
import { useToast } from 'shared-ui/state';

/**
 * Shares the page's address as it is now (with the chosen colour and size): the system share sheet
 * where the browser has the Web Share API, otherwise the link is copied and a toast says so. Read at
 * click time, never during render, so the page renders the same without a browser.
 */
export function useShareProduct(name: string): () => Promise<void> {
  const toast = useToast();
  return useCallback(async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: `${name} | Vesna`, url });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          toast.show({ message: 'Could not share this product. Please try again.', tone: 'error' });
        }
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ message: 'Link copied to clipboard', tone: 'success' });
    } catch {
      toast.show({ message: `Could not copy the link. Copy it from the address bar: ${url}`, tone: 'error' });
    }
  }, [name, toast]);
}
