import type { HTMLAttributes, ReactNode } from 'react';
import { css } from '@emotion/react';
import { mq } from '../../theme/mq';
import { theme } from '../../theme/theme';

export interface PageHeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'title'> {
  children: ReactNode;
  /** A line under the heading, e.g. "3 item(s)" on the wish list. */
  subtitle?: ReactNode;
  align?: 'left' | 'center';
}

const heading = css`
  font-family: ${theme.fonts.display};
  font-weight: ${theme.fontWeights.medium};
  font-size: ${theme.fontSizes.xxl};
  line-height: ${theme.lineHeights.tight};
  ${mq.tablet} {
    font-size: ${theme.fontSizes.xxxl};
  }
`;

/** The page's one h1, in the display serif. */
export function PageHeading({ children, subtitle, align = 'left', ...rest }: PageHeadingProps) {
  return (
    <div css={{ textAlign: align, margin: `${theme.space.xl} 0 ${theme.space.lg}` }}>
      <h1 css={heading} {...rest}>
        {children}
      </h1>
      {subtitle && <p css={{ marginTop: theme.space.xs, color: theme.colors.textMuted }}>{subtitle}</p>}
    </div>
  );
}
