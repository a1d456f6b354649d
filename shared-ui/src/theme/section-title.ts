import { theme } from './theme';
import { mq } from './mq';

/** A section's heading inside a page ("Best Sellers", "Shop The Look"): the carousel's title and the catalogue's sections. */
export const sectionTitle = {
  margin: 0,
  fontFamily: theme.fonts.display,
  fontWeight: theme.fontWeights.medium,
  fontSize: theme.fontSizes.xxl,
  lineHeight: theme.lineHeights.snug,
  [mq.tablet]: { fontSize: theme.fontSizes.xxxl },
} as const;
