import { emitShopEvent } from 'shared-ui/state';

/** Notices the API's redirects carry in `?notice=` (the e-mail verification link and the back-in-stock mail's link). */
const NOTICES: Record<string, { message: string; tone: 'success' | 'error' }> = {
  'email-verified': { message: 'Your e-mail address is verified. Thank you!', tone: 'success' },
  'verification-link-invalid': {
    message: 'This verification link is invalid or has expired. You can ask for a new one in your profile.',
    tone: 'error',
  },
  // The link in a back-in-stock mail (api/src/modules/back-in-stock).
  'back-in-stock-unsubscribed': {
    message: 'Done: we will not e-mail you about sizes coming back.',
    tone: 'success',
  },
  'back-in-stock-link-invalid': {
    message: 'This link has already been used or is not valid: there is nothing more to stop.',
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
