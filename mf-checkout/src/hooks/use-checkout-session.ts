import { useEffect, useState } from 'react';
import { refreshSession, useSession } from 'shared-ui';

/**
 * The session for the checkout steps. The shell restores it at start-up, but a shopper who reloads
 * /info or /payment may get here before that answer while the atom still says "guest", and must not
 * be asked to log in by mistake. So the page asks once itself (refreshSession) and is `checked` when
 * that answered; a shopper the page already knows is shown at once.
 */
export function useCheckoutSession() {
  const session = useSession();
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    let active = true;
    refreshSession()
      .catch((error: unknown) => console.error('[mf-checkout] session refresh', error))
      .finally(() => {
        if (active) setAnswered(true);
      });
    return () => {
      active = false;
    };
  }, []);

  return { isLogged: session.isLogged, user: session.user, checked: answered || session.isLogged };
}
