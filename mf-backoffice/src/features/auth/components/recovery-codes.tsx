import { theme, Notice } from 'shared-ui';

/** The ten single-use recovery codes, shown once: each logs in once in place of the authenticator's code. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div css={{ display: 'grid', gap: theme.space.md }}>
      <Notice tone="warning">
        Your account is ready. Keep these codes somewhere safe: each one logs you in once if you lose your
        authenticator. They are shown only now.
      </Notice>
      <ol
        aria-label="Recovery codes"
        data-testid="recovery-codes"
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: theme.space.xs,
          paddingLeft: theme.space.lg,
          fontFamily: 'monospace',
          fontSize: theme.fontSizes.md,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </div>
  );
}
