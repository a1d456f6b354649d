import { AccountPage } from '../../components/account-page/account-page';

/** /login: heading for now; the form, banner and social sign-in are a later issue. */
export function LoginPage() {
  return <AccountPage title="Log in" subtitle="Welcome back to Vesna." />;
}
