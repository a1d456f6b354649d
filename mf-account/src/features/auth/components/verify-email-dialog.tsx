import { Link } from 'react-router-dom';
import { Button, theme, Dialog, Notice } from 'shared-ui';
import { useResendVerification } from '../../../hooks/use-resend-verification';

interface VerifyEmailDialogProps {
  /** Where the link was sent; the dialog is open while it is set. */
  email: string | null;
  /** The shopper is already logged in; closing takes them home. */
  onClose: () => void;
}

/**
 * "Verify Your Email" after registration (spec: registration flow): the link went to `email` and
 * expires in 24 hours; a missing mail or a wrong address is fixed in the profile; "Resend email".
 */
export function VerifyEmailDialog({ email, onClose }: VerifyEmailDialogProps) {
  const { state, resend } = useResendVerification();
  return (
    <Dialog
      open={email !== null}
      onClose={onClose}
      title="Verify Your Email"
      size="small"
      footer={
        <>
          <Button variant="secondary" onClick={resend} loading={state.status === 'sending'}>
            Resend email
          </Button>
          <Button onClick={onClose}>Continue shopping</Button>
        </>
      }
    >
      <div css={{ display: 'grid', gap: theme.space.md, '& a': { color: theme.colors.text } }}>
        <p>
          We sent a verification link to <strong>{email}</strong>. Open it to confirm your address; the link expires in
          24 hours.
        </p>
        <p css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
          No e-mail, or the address is wrong? <Link to="/userProfile">Check or change it in your profile</Link>.
        </p>
        {state.status === 'sent' && <Notice tone="success">{state.message}</Notice>}
        {state.status === 'failed' && <Notice tone="error">{state.message}</Notice>}
      </div>
    </Dialog>
  );
}
