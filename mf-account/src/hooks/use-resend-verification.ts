import { useCallback, useState } from 'react';
import { getApiErrorMessage } from 'shared-ui/state';
import { resendVerification } from 'shared-ui';

type ResendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; message: string };

/**
 * "Resend email": POST /customers/verify-email/resend. Shows the server's answer either way, so a
 * rate limit (429, three an hour) reads "Too many attempts. Please try again later.".
 */
export function useResendVerification() {
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const resend = useCallback(async () => {
    setState({ status: 'sending' });
    try {
      const { message } = await resendVerification();
      setState({ status: 'sent', message });
    } catch (error) {
      setState({ status: 'failed', message: getApiErrorMessage(error) });
    }
  }, []);
  return { state, resend };
}
