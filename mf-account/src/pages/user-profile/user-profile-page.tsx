import { AccountPage } from '../../components/account-page/account-page';

/**
 * /userProfile/*: the shell hands the whole subtree to this page. Heading for now; the tabs and the
 * redirect of guests to /login come with the profile issue.
 */
export function UserProfilePage() {
  return <AccountPage title="My Account" subtitle="Welcome to your Vesna account." />;
}
