import { Link } from 'react-router-dom';
import { theme } from 'shared-ui';

/** The consent line under the social sign-in (spec: "consent text linking to terms and privacy"). */
export function ConsentText() {
  return (
    <p
      css={{
        marginTop: theme.space.md,
        fontSize: theme.fontSizes.xs,
        color: theme.colors.textMuted,
        lineHeight: theme.lineHeights.normal,
        '& a': { color: theme.colors.text },
      }}
    >
      By continuing, you agree to Vesna&apos;s <Link to="/termsConditions">Terms &amp; Conditions</Link> and acknowledge
      our <Link to="/policy">Privacy Policy</Link>.
    </p>
  );
}
