import { logOut } from 'shared-ui/state';
import { ConfirmLeavePanel } from '../components/confirm-leave-panel';
import { useProfileExit } from '../hooks/use-profile-exit';

/** Logout tab: confirm, then shared-ui's logOut() (server session ended, local state cleared) and home. */
export function LogoutTab() {
  const leave = useProfileExit();
  return (
    <ConfirmLeavePanel
      title="Logout"
      intro="Log out of your Vesna account on this device."
      actionLabel="Log Out"
      dialogTitle="Log out?"
      dialogText="Are you sure you want to log out? Your bag stays on this device; your wish list waits in your account."
      onConfirm={() => leave(() => logOut())}
    />
  );
}
