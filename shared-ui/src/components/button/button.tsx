import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles';
import { Spinner } from '../spinner/spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: accent fill (main action); secondary: outline; ghost: text only. Default primary. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button (e.g. while a form is sending). */
  loading?: boolean;
}

/** A native <button> in the shop's look; type defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    fullWidth = false,
    loading = false,
    type = 'button',
    disabled,
    children,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      css={buttonStyles(variant, fullWidth, size)}
      {...rest}
    >
      {loading && <Spinner size={16} decorative />}
      {children}
    </button>
  );
});
