import { theme } from 'shared-ui';

/** The "or" rule between the e-mail form and the social sign-in. */
export function OrDivider() {
  const line = { content: '""', flex: 1, borderTop: `1px solid ${theme.colors.border}` };
  return (
    <p
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: theme.space.sm,
        margin: `${theme.space.lg} 0`,
        color: theme.colors.textMuted,
        fontSize: theme.fontSizes.xs,
        letterSpacing: theme.letterSpacings.caps,
        textTransform: 'uppercase',
        '&::before': line,
        '&::after': line,
      }}
    >
      or
    </p>
  );
}
