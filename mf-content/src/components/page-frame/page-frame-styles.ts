import { css } from '@emotion/react';
import { mq, theme } from 'shared-ui';

const { colors, fonts, fontSizes, fontWeights, letterSpacings, lineHeights, sizes, space } = theme;

/**
 * The frame every mf-content page shares: the container, and the header with its eyebrow, h1 and lead.
 * StaticPage builds the text pages from it; pages with their own body (contact us) use it directly.
 */
export const pageFrameStyles = {
  page: css({
    maxWidth: sizes.containerMax,
    margin: '0 auto',
    padding: `${space.xl} ${space.md} ${space.xxxl}`,
    color: colors.text,
    fontFamily: fonts.body,
    [mq.tablet]: { padding: `${space.xxxl} ${space.xl} ${space.huge}` },
  }),
  header: css({
    paddingBottom: space.xl,
    marginBottom: space.xl,
    borderBottom: `1px solid ${colors.border}`,
    [mq.tablet]: { paddingBottom: space.xxl, marginBottom: space.xxl },
  }),
  eyebrow: css({
    margin: `0 0 ${space.sm}`,
    fontSize: fontSizes.xs,
    letterSpacing: letterSpacings.caps,
    textTransform: 'uppercase',
    color: colors.textMuted,
  }),
  title: css({
    margin: 0,
    fontFamily: fonts.display,
    fontWeight: fontWeights.medium,
    fontSize: fontSizes.xxxl,
    lineHeight: lineHeights.tight,
    [mq.tablet]: { fontSize: fontSizes.display },
  }),
  intro: css({
    maxWidth: sizes.prose,
    margin: `${space.md} 0 0`,
    fontSize: fontSizes.lg,
    lineHeight: lineHeights.normal,
    color: colors.textMuted,
  }),
};
