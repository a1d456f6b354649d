import { clearSession } from 'shared-ui/state';
import { deleteAccount } from 'shared-ui';
import { ConfirmLeavePanel } from '../components/confirm-leave-panel';
import { useProfileExit } from '../hooks/use-profile-exit';

/**
 * Delete Account tab: confirm, then DELETE /customers/delete-account. The server already ended the
 * session, so the page only drops its copy (clearSession) and goes home.
 */
export function DeleteAccountTab() {
  const leave = useProfileExit();
  return (
    <ConfirmLeavePanel
      title="Delete Account"
      intro="Deleting your account removes your profile, saved address, saved card and wish list for good."
      actionLabel="Delete Account"
      dialogTitle="Delete your account?"
      dialogText="This cannot be undone. Your personal data, saved address, saved card and wish list will be removed."
      onConfirm={async () => {
        await deleteAccount();
        await leave(() => clearSession());
      }}
    />
  );
}
