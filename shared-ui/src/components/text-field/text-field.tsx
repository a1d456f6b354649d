import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { fieldControl, fieldError, fieldHint, fieldLabel } from '../field/field-styles';
import { visuallyHiddenStyle } from '../visually-hidden/visually-hidden';

interface FieldOwnProps {
  /** Visible label, tied to the control by id. */
  label: ReactNode;
  /** Validation message: shown under the control, sets aria-invalid and is read with the control. */
  error?: string | false | null;
  /** Help text under the control, also read with it. */
  hint?: ReactNode;
  /** Keep the label for screen readers only (e.g. the search field, whose placeholder says it). */
  hideLabel?: boolean;
  /** Something beside the input inside the field, e.g. a "show password" IconButton. */
  endAdornment?: ReactNode;
  className?: string;
}

export interface TextFieldProps extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {}

function describedBy(ids: (string | false | undefined)[]) {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** A labelled text input with optional hint and error; forwards its ref and every input attribute (Formik's field props too). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, hideLabel = false, endAdornment, className, id, type = 'text', 'aria-describedby': extraDescribedBy, ...inputProps },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className} css={{ width: '100%' }}>
      <label htmlFor={inputId} css={hideLabel ? visuallyHiddenStyle : fieldLabel}>
        {label}
      </label>
      <div css={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
        <input
          ref={ref}
          id={inputId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy([hintId, errorId, extraDescribedBy])}
          css={[fieldControl, endAdornment ? { paddingRight: 52 } : undefined]}
          {...inputProps}
        />
        {endAdornment && <div css={{ position: 'absolute', right: 4 }}>{endAdornment}</div>}
      </div>
      {hint && (
        <p id={hintId} css={fieldHint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
});

export interface TextAreaProps extends FieldOwnProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {}

/** The multi-line sibling of TextField (contact message, feedback). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, hideLabel = false, className, id, rows = 5, endAdornment: _ignored, 'aria-describedby': extraDescribedBy, ...textareaProps },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className} css={{ width: '100%' }}>
      <label htmlFor={inputId} css={hideLabel ? visuallyHiddenStyle : fieldLabel}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy([hintId, errorId, extraDescribedBy])}
        css={[fieldControl, { resize: 'vertical' }]}
        {...textareaProps}
      />
      {hint && (
        <p id={hintId} css={fieldHint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
});
