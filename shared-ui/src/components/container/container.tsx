import type { HTMLAttributes } from 'react';
import { css } from '@emotion/react';
import { theme } from '../../theme/theme';
import { mq } from '../../theme/mq';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** 'prose' narrows to a reading width for text pages. */
  width?: 'page' | 'prose';
  as?: 'div' | 'section' | 'main' | 'header' | 'footer' | 'nav';
}

const base = css`
  width: 100%;
  margin-inline: auto;
  padding-inline: ${theme.space.md};
  ${mq.tablet} {
    padding-inline: ${theme.space.lg};
  }
  ${mq.desktop} {
    padding-inline: ${theme.space.xl};
  }
`;

/** Centres content at the shop's max width with side padding that grows with the screen. */
export function Container({ width = 'page', as: Element = 'div', ...rest }: ContainerProps) {
  return (
    <Element
      css={[base, { maxWidth: width === 'prose' ? `calc(${theme.sizes.prose} + 64px)` : theme.sizes.containerMax }]}
      {...rest}
    />
  );
}
