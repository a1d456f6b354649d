import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '../button/button-styles';

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A react-router <Link> that looks like a Button: navigation stays a link (middle-click, "open in new tab"). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'medium', fullWidth = false, ...rest },
  ref,
) {
  return <Link ref={ref} css={buttonStyles(variant, fullWidth, size)} {...rest} />;
});
