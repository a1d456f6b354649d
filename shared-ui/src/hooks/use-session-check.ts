import { refreshSession, useQuery, useSession, type SessionUser } from 'shared-ui/state';

export interface SessionCheck {
  isLogged: boolean;
  user: SessionUser | null;
  /** True once the page's own check answered (or failed), or at once for a shopper the page already knows. */
  checked: boolean;
}

/**
 * The session of a page that only a logged-in shopper may use (the profile, the checkout steps). The shell
 * restores the session at start-up, but a shopper who opens or reloads such a page may get here before that
 * answer, while the atom still says "guest", and must not be sent to /login or asked to log in by mistake.
 * So the page asks once itself (refreshSession, GET /customers/customer) after it mounted.
 *
 * Teams may rely on: `checked` is false on the server and during hydration (the check is asked after mount),
 * so decide "guest" only when it is true; a failed check (the API unreachable) keeps what the page knows
 * and still ends with `checked` true; `isLogged` and `user` are the shared session's.
 */
export function useSessionCheck(): SessionCheck {
  const session = useSession();
  const check = useQuery<true>({
    queryKey: ['session-check'],
    // A failure is an answer too: the page goes on with what it knows.
    queryFn: () =>
      refreshSession().then(
        () => true as const,
        (error: unknown) => {
          console.error('[shared-ui] session check', error);
          return true as const;
        },
      ),
    // Asked again by each page that needs it (the session may have ended in another tab meanwhile).
    staleTime: 0,
  });
  return { isLogged: session.isLogged, user: session.user, checked: check.isSuccess || session.isLogged };
}
