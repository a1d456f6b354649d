import { Badge, Button, theme, Notice } from 'shared-ui';
import { useResendVerification } from '../../../hooks/use-resend-verification';

/** "Email verified", or "Email not verified" with a button that sends a new link (server's answer shown). */
export function EmailVerificationStatus({ verified }: { verified: boolean }) {
  const { state, resend } = useResendVerification();
  return (
    <div css={{ display: 'grid', gap: theme.space.sm, justifyItems: 'start' }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space.sm }}>
        <Badge tone={verified ? 'success' : 'error'}>{verified ? 'Email verified' : 'Email not verified'}</Badge>
        {!verified && (
          <Button variant="ghost" size="small" onClick={resend} loading={state.status === 'sending'}>
            Resend verification email
          </Button>
        )}
      </div>
      {state.status === 'sent' && <Notice tone="success">{state.message}</Notice>}
      {state.status === 'failed' && <Notice tone="error">{state.message}</Notice>}
    </div>
  );
}
