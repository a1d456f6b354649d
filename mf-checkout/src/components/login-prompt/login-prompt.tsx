import { css } from '@emotion/react';
import { ButtonLink, theme } from 'shared-ui';

const { colors, fonts, fontSizes, fontWeights, space } = theme;

const styles = {
  panel: css({ padding: `${space.xl} ${space.lg}`, background: colors.surfaceMuted }),
  title: css({ fontFamily: fonts.display, fontWeight: fontWeights.medium, fontSize: fontSizes.xl }),
  text: css({ margin: `${space.sm} 0 ${space.lg}`, color: colors.textMuted }),
};

/**
 * What a guest sees instead of a checkout form (spec section 5: without a login, continuing yields a
 * "Not logged in" outcome and nothing is sent). The login page brings her back here (`returnTo`).
 */
export function LoginPrompt({ returnTo }: { returnTo: '/info' | '/payment' }) {
  return (
    <section aria-labelledby="login-prompt-title" css={styles.panel}>
      <h2 id="login-prompt-title" css={styles.title}>
        Not logged in
      </h2>
      <p css={styles.text}>Please log in to enter your shipping details and pay. Your bag stays as it is.</p>
      <ButtonLink to={`/login?returnTo=${returnTo}`}>Log In</ButtonLink>
    </section>
  );
}
