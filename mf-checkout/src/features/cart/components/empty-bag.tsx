import { css } from '@emotion/react';
import { ButtonLink, mq, theme } from 'shared-ui';

const { colors, fonts, fontSizes, fontWeights, space } = theme;

const styles = {
  panel: css({
    padding: `${space.xxl} ${space.lg}`,
    textAlign: 'center',
    background: colors.surfaceMuted,
  }),
  title: css({
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.xl,
    [mq.tablet]: { fontSize: fontSizes.xxl },
  }),
  text: css({ marginTop: space.sm, color: colors.textMuted }),
  links: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: space.sm,
    marginTop: space.xl,
    '& > a': { minWidth: '10rem' },
  }),
};

/** The empty bag: the mini bag's wording (spec section 2) and the way back to the three ranges. */
export function EmptyBag() {
  return (
    <section aria-labelledby="empty-bag-title" css={styles.panel}>
      <h2 id="empty-bag-title" css={styles.title}>
        Your Shopping Bag Is Empty
      </h2>
      <p css={styles.text}>Find something you love in our latest pieces.</p>
      <nav aria-label="Continue shopping" css={styles.links}>
        <ButtonLink to="/collection">Collection</ButtonLink>
        <ButtonLink to="/newIn" variant="secondary">
          New In
        </ButtonLink>
        <ButtonLink to="/plusSize" variant="secondary">
          Plus Size
        </ButtonLink>
      </nav>
    </section>
  );
}
