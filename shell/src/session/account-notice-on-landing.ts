/**
 * On a landing that carries `?notice=` (the e-mail verification link's), loads the notice's code and shows it;
 * any other visit loads nothing, so the notices never travel with a first visit.
 */
export function showAccountNoticeOnLanding(search: string = window.location.search): void {
  if (!new URLSearchParams(search).has('notice')) return;
  void import('./show-account-notice').then(({ showAccountNotice }) => showAccountNotice());
}
