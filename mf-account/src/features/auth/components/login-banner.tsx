import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';
import { useLoginBanner } from '../api/get-login-banner';

const styles = {
  frame: css({
    margin: 0,
    position: 'relative',
    overflow: 'hidden',
    aspectRatio: '16 / 9',
    background: theme.colors.surfaceMuted,
    borderRadius: theme.radii.square,
    [mq.large]: { aspectRatio: '4 / 5' },
    '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  }),
};

/** The login hero image; a quiet placeholder keeps the layout while it loads or if it fails. */
export function LoginBanner() {
  const banner = useLoginBanner();
  return (
    <figure css={styles.frame} data-testid="login-banner">
      {/* Decorative: the page says everything the picture does. */}
      {banner && <img src={banner.imageUrl} alt="" />}
    </figure>
  );
}
