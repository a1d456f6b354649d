import { useSearchParams } from 'react-router-dom';
import { returnPath } from 'contracts';

/**
 * Where the shopper goes once she is signed in: the page that sent her to /login or /registration
 * (`?returnTo=/100001`, checked by contracts' returnPath), else home. `carry(path)` keeps that destination on
 * the way to another sign-in page (login ↔ registration, the Google sign-in), so a detour never loses it.
 */
export function useReturnTo(): { destination: string; carry: (path: string) => string } {
  const [searchParams] = useSearchParams();
  const destination = returnPath(searchParams.get('returnTo'));
  const carry = (path: string) => (destination === '/' ? path : `${path}?returnTo=${encodeURIComponent(destination)}`);
  return { destination, carry };
}
