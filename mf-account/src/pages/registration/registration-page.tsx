import { AccountPage } from '../../components/account-page/account-page';

/** /registration: heading for now; the Create Account form is a later issue. */
export function RegistrationPage() {
  return <AccountPage title="Create Account" subtitle="Welcome to Vesna." />;
}
