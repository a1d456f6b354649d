import { useEffect, useState } from 'react';
import { refreshSession, useSession } from 'shared-ui';

/**
 * The session for the profile's guard. The shell restores the session at start-up, but a shopper who
 * opens /userProfile directly may get here before that answer, while the atom still says "guest".
 * So the page asks once itself (GET /customers/customer through refreshSession) and is `checked`
 * when that answered. A shopper the page already knows is shown at once, refreshed in the background.
 */
export function useProfileSession() {
  const session = useSession();
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    let active = true;
    refreshSession()
      .catch((error: unknown) => {
        // The API is unreachable: keep whatever the page knows (a guest goes to /login).
        console.error('[mf-account] session refresh', error);
      })
      .finally(() => {
        if (active) setAnswered(true);
      });
    return () => {
      active = false;
    };
  }, []);

  return { isLogged: session.isLogged, user: session.user, checked: answered || session.isLogged };
}
