import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TIMINGS, returnPath } from 'contracts';
import type { LoginInput } from 'contracts/schemas';
import { getApiErrorStatus, getApiErrorMessage, logIn, useToast } from 'shared-ui/state';
import { AUTH_MESSAGES } from '../messages';

const LOGIN_TOAST_ID = 'mf-account-login-failed';

/**
 * Logs in through shared-ui's `logIn` (session atom, guest wish list merged) and goes home, or back to
 * the page named by `?returnTo=` (contracts' returnPath); a failure shows the spec's toast at the top centre
 * for 6 s. A rate limit (429) shows the server's own words, because "try again" would be wrong advice
 * for the next fifteen minutes.
 */
export function useLoginSubmit() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const destination = returnPath(searchParams.get('returnTo'));
  const toast = useToast();
  return useCallback(
    async (values: LoginInput): Promise<boolean> => {
      try {
        await logIn({ loginOrEmail: values.loginOrEmail.trim(), password: values.password });
      } catch (error) {
        const message =
          getApiErrorStatus(error) === 429
            ? getApiErrorMessage(error, AUTH_MESSAGES.loginFailed)
            : AUTH_MESSAGES.loginFailed;
        toast.show({
          id: LOGIN_TOAST_ID,
          message,
          tone: 'error',
          position: 'top-center',
          durationMs: TIMINGS.loginToastMs,
        });
        return false;
      }
      navigate(destination);
      return true;
    },
    [navigate, toast, destination],
  );
}
