import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { theme } from '../../theme/theme';
import { fieldError } from '../field/field-styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** Clickable label text (may contain links, e.g. the privacy policy). */
  label: ReactNode;
  error?: string | false | null;
  className?: string;
}

const box = css`
  appearance: none;
  flex: none;
  display: grid;
  place-content: center;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.square};
  background: ${theme.colors.surface};
  cursor: pointer;

  &::after {
    content: '';
    width: 10px;
    height: 6px;
    border-left: 2px solid ${theme.colors.white};
    border-bottom: 2px solid ${theme.colors.white};
    transform: translateY(-1px) rotate(-45deg);
    opacity: 0;
  }
  &:checked {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
  }
  &:checked::after {
    opacity: 1;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.error};
  }
`;

/** A native checkbox (keyboard and forms work as usual) with a custom look, a label and an optional error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, className, id, ...inputProps },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <div css={{ display: 'flex', alignItems: 'flex-start', gap: theme.space.xs }}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          css={box}
          {...inputProps}
        />
        <label htmlFor={inputId} css={{ fontSize: theme.fontSizes.sm, cursor: 'pointer', lineHeight: 1.5 }}>
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} css={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
});
