// Its own module, apart from the page frame (page-layout.tsx): the home page's sections use it, and importing
// the frame would bring shared-ui's PageHeading, which the home page never renders, into its chunk.
import { mq, theme } from 'shared-ui';

/** Section heading inside a page (e.g. "Best Sellers", "Shop The Look"). */
export const sectionTitle = {
  margin: 0,
  fontFamily: theme.fonts.display,
  fontWeight: theme.fontWeights.medium,
  fontSize: theme.fontSizes.xxl,
  lineHeight: theme.lineHeights.snug,
  [mq.tablet]: { fontSize: theme.fontSizes.xxxl },
} as const;
