import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/**
 * After a submit that validation stopped, moves the focus to the first field with an error, so a
 * keyboard or screen reader user lands on what to fix instead of hunting for it. Rendered inside a form.
 */
export function FocusFirstError({ formId }: { formId: string }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  const handled = useRef(0);

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValid) return;
    handled.current = submitCount;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting, formId]);

  return null;
}
