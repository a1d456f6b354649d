import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, theme } from 'shared-ui';

const styles = {
  prompt: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${theme.space.sm} ${theme.space.md}`,
    '& p': { margin: 0, fontSize: theme.fontSizes.md, color: theme.colors.textMuted },
  }),
};

/**
 * What a guest sees instead of the feedback button (spec section 5). Log In carries this page's
 * address (with its chosen colour and size) in `returnTo`, and mf-account's login sends her back here.
 */
export function GuestFeedbackPrompt() {
  const { pathname, search } = useLocation();
  const returnTo = new URLSearchParams({ returnTo: `${pathname}${search}` });
  return (
    <div css={styles.prompt}>
      <p>Please log in to leave feedback.</p>
      <ButtonLink to={`/login?${returnTo.toString()}`} variant="secondary">
        Log In
      </ButtonLink>
    </div>
  );
}
