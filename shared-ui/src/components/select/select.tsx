import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { css } from '@emotion/react';
import { ChevronIcon } from '../icons/icons';
import { fieldControl, fieldError, fieldLabel } from '../field/field-styles';
import { theme } from '../../theme/theme';
import { visuallyHiddenStyle } from '../visually-hidden/visually-hidden';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty option such as "Select size"; chosen when value is ''. */
  placeholder?: string;
  error?: string | false | null;
  hideLabel?: boolean;
  className?: string;
}

/** A labelled native <select> (sort order, size): native keeps keyboard and mobile pickers for free. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, hideLabel = false, className, id, ...selectProps },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={className} css={{ width: '100%' }}>
      <label htmlFor={selectId} css={hideLabel ? visuallyHiddenStyle : fieldLabel}>
        {label}
      </label>
      <div css={{ position: 'relative' }}>
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          css={[
            fieldControl,
            css`
              appearance: none;
              padding-right: ${theme.space.xxl};
              cursor: pointer;
            `,
          ]}
          {...selectProps}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronIcon
          size={18}
          css={{
            position: 'absolute',
            right: theme.space.sm,
            // Centred by auto margins, not a transform: the icon's own inline transform (its rotation) would win.
            top: 0,
            bottom: 0,
            margin: 'auto 0',
            pointerEvents: 'none',
          }}
        />
      </div>
      {error && (
        <p id={errorId} css={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
});
