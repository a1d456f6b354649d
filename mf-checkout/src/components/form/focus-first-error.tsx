import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/**
 * Once a submit has finished (stopped by validation, or refused by the server with field messages),
 * moves the focus to the first field with an error, so a keyboard or screen reader user lands on what
 * to fix instead of hunting for it. Each submit is handled once: later typing never moves the focus.
 */
export function FocusFirstError({ formId }: { formId: string }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  const handled = useRef(0);

  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (isValid) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting, formId]);

  return null;
}
