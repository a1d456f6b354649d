import { onShopEvent } from 'shared-ui/state';
import { showAccountNotice } from '../show-account-notice';

describe('showAccountNotice', () => {
  it('shows the verification notice once and takes it out of the address', () => {
    window.history.replaceState(null, '', '/?notice=email-verified&category=tops');
    const toasts: string[] = [];
    const stop = onShopEvent('toast:show', (detail) => toasts.push(detail.message));
    showAccountNotice();
    showAccountNotice();
    stop();
    expect(toasts).toEqual(['Your e-mail address is verified. Thank you!']);
    expect(window.location.search).toBe('?category=tops');
  });

  it('says when a verification link is no longer valid', () => {
    window.history.replaceState(null, '', '/?notice=verification-link-invalid');
    const toasts: string[] = [];
    const stop = onShopEvent('toast:show', (detail) => toasts.push(detail.message));
    showAccountNotice();
    stop();
    expect(toasts[0]).toMatch(/invalid or has expired/);
  });

  it('ignores unknown notices', () => {
    window.history.replaceState(null, '', '/?notice=something-else');
    const toasts: string[] = [];
    const stop = onShopEvent('toast:show', (detail) => toasts.push(detail.message));
    showAccountNotice();
    stop();
    expect(toasts).toEqual([]);
    expect(window.location.search).toBe('?notice=something-else');
  });
});
