import { useCallback } from 'react';
import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE, TIMINGS, type ContactRequest } from 'contracts';
import { useToast } from 'shared-ui/state';
import { sendContactMessage } from 'shared-ui';

/**
 * Sends a "Write Us" message and shows the outcome as a toast for the spec's 4 s; resolves true on
 * success (the form then resets), false on any failure (the form keeps what was typed).
 */
export function useSendContactMessage(): (input: ContactRequest) => Promise<boolean> {
  const toast = useToast();
  return useCallback(
    async (input) => {
      try {
        await sendContactMessage(input);
        // The contract's text, not the server's: the spec fixes what the shopper reads.
        toast.show({ message: CONTACT_SUCCESS_MESSAGE, tone: 'success', durationMs: TIMINGS.noticeMs });
        return true;
      } catch (error) {
        console.error('[mf-content] contact message', error);
        toast.show({ message: CONTACT_FAILURE_MESSAGE, tone: 'error', durationMs: TIMINGS.noticeMs });
        return false;
      }
    },
    [toast],
  );
}
