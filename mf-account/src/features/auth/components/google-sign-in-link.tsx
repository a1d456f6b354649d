import { AUTH_GOOGLE_PATH } from 'contracts';
import { buttonStyles } from 'shared-ui';
import { useReturnTo } from '../hooks/use-return-to';

/**
 * "Continue with Google". A plain <a>, not a router Link: /auth/google is answered by the server,
 * which redirects to the identity provider, so the browser must really leave the page.
 */
export function GoogleSignInLink() {
  // The page that sent the shopper here (`/login?returnTo=/100001`) travels with the sign-in attempt,
  // so the API's callback brings her back to it, as the login form does.
  const href = useReturnTo().carry(AUTH_GOOGLE_PATH);
  return (
    <a href={href} css={buttonStyles('secondary', true)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
        {/* A one-colour "G": the shop's palette has no brand colours. */}
        <path
          fill="currentColor"
          d="M21.35 11.1H12v2.98h5.35c-.23 1.5-1.7 4.4-5.35 4.4-3.22 0-5.85-2.67-5.85-5.97S8.78 6.54 12 6.54c1.83 0 3.06.78 3.76 1.45l2.56-2.47C16.68 3.99 14.55 3 12 3 7.03 3 3 7.03 3 12s4.03 9 9 9c5.2 0 8.64-3.65 8.64-8.79 0-.59-.06-1.04-.29-1.11z"
        />
      </svg>
      Continue with Google
    </a>
  );
}
