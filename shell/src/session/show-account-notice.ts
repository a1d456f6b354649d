import { emitShopEvent } from 'shared-ui';

/** Notices the API's redirects carry in `?notice=` (the e-mail verification link lands here). */
const NOTICES: Record<string, { message: string; tone: 'success' | 'error' }> = {
  'email-verified': { message: 'Your e-mail address is verified. Thank you!', tone: 'success' },
  'verification-link-invalid': {
    message: 'This verification link is invalid or has expired. You can ask for a new one in your profile.',
    tone: 'error',
  },
};

/**
 * Shows the notice named in the address once, as a toast, and removes it from the address so a
 * reload or a shared link does not show it again.
 */
export function showAccountNotice(location: Location = window.location, history: History = window.history): void {
  const url = new URL(location.href);
  const notice = NOTICES[url.searchParams.get('notice') ?? ''];
  if (!notice) return;
  url.searchParams.delete('notice');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  emitShopEvent('toast:show', { message: notice.message, tone: notice.tone, durationMs: 6000, position: 'top-center' });
}
