import { useState } from 'react';
import { Button, Dialog, Notice } from 'shared-ui';
import { getApiErrorMessage } from 'shared-ui/state';
import { STAY_MESSAGE } from '../profile-tabs';
import { TabPanel } from './tab-panel';

interface ConfirmLeavePanelProps {
  title: string;
  intro: string;
  /** The button that opens the confirm dialog, and the dialog's confirm button. */
  actionLabel: string;
  dialogTitle: string;
  dialogText: string;
  /** Runs after the shopper confirmed; a rejection closes the dialog and shows the server's message. */
  onConfirm: () => Promise<void>;
}

/**
 * Delete Account and Logout: a button opens a confirm dialog (spec section 2). Cancelling it, by the
 * button, Escape or the close button, leaves the page saying "Thank you for staying with us".
 */
export function ConfirmLeavePanel({
  title,
  intro,
  actionLabel,
  dialogTitle,
  dialogText,
  onConfirm,
}: ConfirmLeavePanelProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stayed, setStayed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    if (busy) return;
    setOpen(false);
    setStayed(true);
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      // Spec section 8: the dialog closes; the reason is logged and, here, also told.
      console.error(`[mf-account] ${title}`, failure);
      setError(getApiErrorMessage(failure));
      setOpen(false);
      setBusy(false);
    }
  };

  return (
    <TabPanel title={title} intro={intro}>
      {stayed && <Notice tone="success">{STAY_MESSAGE}</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            setStayed(false);
            setOpen(true);
          }}
        >
          {actionLabel}
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={cancel}
        title={dialogTitle}
        size="small"
        footer={
          <>
            <Button variant="secondary" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={busy}>
              {actionLabel}
            </Button>
          </>
        }
      >
        <p>{dialogText}</p>
      </Dialog>
    </TabPanel>
  );
}
