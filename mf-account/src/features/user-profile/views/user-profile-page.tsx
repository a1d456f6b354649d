import { useCallback, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { css } from '@emotion/react';
import { Spinner, mq, theme, useSessionCheck } from 'shared-ui';
import { AccountPage } from '../../../components/account-page/account-page';
import { ProfileTabNav } from '../components/profile-tab-nav';
import { ProfileExitContext, type LeaveProfile } from '../hooks/use-profile-exit';
import { PROFILE_BASE } from '../profile-tabs';
import { AddressTab } from './address-tab';
import { DeleteAccountTab } from './delete-account-tab';
import { LogoutTab } from './logout-tab';
import { OrdersTab } from './orders-tab';
import { PasswordTab } from './password-tab';
import { PaymentCardTab } from './payment-card-tab';
import { ProfileInfoTab } from './profile-info-tab';
import { WishlistTab } from './wishlist-tab';

const styles = {
  layout: css({
    display: 'grid',
    // minmax(0, …): the scrolling tab row must not widen the page on phones.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.space.xl,
    [mq.large]: { gridTemplateColumns: '220px minmax(0, 1fr)', gap: theme.space.xxl, alignItems: 'start' },
  }),
};

/**
 * /userProfile/*: the shell hands the whole subtree here. Only for a logged-in shopper: while the
 * session is being checked a spinner shows, then a guest is sent to /login. Each tab is a nested
 * route, so a tab can be linked to and the back button moves between tabs.
 */
export function UserProfilePage() {
  const navigate = useNavigate();
  const session = useSessionCheck();
  const [leaving, setLeaving] = useState(false);

  const leave = useCallback<LeaveProfile>(
    async (endSession) => {
      setLeaving(true);
      try {
        await endSession();
      } finally {
        navigate('/', { replace: true });
      }
    },
    [navigate],
  );

  if (leaving)
    return (
      <AccountPage title="My Account">
        <Spinner label="Signing you out" centered />
      </AccountPage>
    );
  if (!session.checked)
    return (
      <AccountPage title="My Account">
        <Spinner label="Checking your session" centered />
      </AccountPage>
    );
  if (!session.isLogged || !session.user) return <Navigate to="/login" replace />;

  return (
    <ProfileExitContext.Provider value={leave}>
      <AccountPage title="My Account" subtitle={`Hello, ${session.user.firstName}.`}>
        <div css={styles.layout}>
          <ProfileTabNav />
          <Routes>
            <Route index element={<ProfileInfoTab user={session.user} />} />
            <Route path="address" element={<AddressTab user={session.user} />} />
            <Route path="wishlist" element={<WishlistTab />} />
            <Route path="paymentCard" element={<PaymentCardTab />} />
            <Route path="orders/*" element={<OrdersTab />} />
            <Route path="password" element={<PasswordTab />} />
            <Route path="delete" element={<DeleteAccountTab />} />
            <Route path="logout" element={<LogoutTab />} />
            <Route path="*" element={<Navigate to={PROFILE_BASE} replace />} />
          </Routes>
        </div>
      </AccountPage>
    </ProfileExitContext.Provider>
  );
}
