import type { HTMLAttributes } from 'react';
import { css } from '@emotion/react';

/** Hides content visually while keeping it for screen readers (the standard clip pattern). */
export const visuallyHiddenStyle = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0, 0, 0, 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Render a different element, e.g. 'h2' for a heading only screen readers need. */
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'label' | 'p';
}

/** Text for screen readers only, e.g. a label for an icon or a heading of a visual section. */
export function VisuallyHidden({ as: Element = 'span', ...rest }: VisuallyHiddenProps) {
  return <Element css={visuallyHiddenStyle} {...rest} />;
}
