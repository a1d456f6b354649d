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

/** Ids of the label's companions; the control reads its hint, its error and any caller-given description. */
function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: FieldOwnProps['error'],
  extra: string | undefined,
) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, extra].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

/** Label above, hint and error below: the frame TextField and TextArea share. */
function FieldFrame({
  ids,
  label,
  hint,
  error,
  hideLabel,
  className,
  children,
}: Pick<FieldOwnProps, 'label' | 'hint' | 'error' | 'hideLabel' | 'className'> & {
  ids: ReturnType<typeof useFieldIds>;
  children: ReactNode;
}) {
  return (
    <div className={className} css={{ width: '100%' }}>
      <label htmlFor={ids.inputId} css={hideLabel ? visuallyHiddenStyle : fieldLabel}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} css={fieldHint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} css={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input with optional hint and error; forwards its ref and every input attribute (Formik's field props too). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    hint,
    hideLabel = false,
    endAdornment,
    className,
    id,
    type = 'text',
    'aria-describedby': extraDescribedBy,
    ...inputProps
  },
  ref,
) {
  const ids = useFieldIds(id, hint, error, extraDescribedBy);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      <div css={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
        <input
          ref={ref}
          id={ids.inputId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          css={[fieldControl, endAdornment ? { paddingRight: 52 } : undefined]}
          {...inputProps}
        />
        {endAdornment && <div css={{ position: 'absolute', right: 4 }}>{endAdornment}</div>}
      </div>
    </FieldFrame>
  );
});

export interface TextAreaProps
  extends Omit<FieldOwnProps, 'endAdornment'>, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {}

/** The multi-line sibling of TextField (the contact form's message). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    error,
    hint,
    hideLabel = false,
    className,
    id,
    rows = 5,
    'aria-describedby': extraDescribedBy,
    ...textareaProps
  },
  ref,
) {
  const ids = useFieldIds(id, hint, error, extraDescribedBy);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} hideLabel={hideLabel} className={className}>
      <textarea
        ref={ref}
        id={ids.inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        css={[fieldControl, { resize: 'vertical', minHeight: '8rem' }]}
        {...textareaProps}
      />
    </FieldFrame>
  );
});
