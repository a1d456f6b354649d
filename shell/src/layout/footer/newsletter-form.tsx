import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, TextField, subscribeToNewsletter } from 'shared-ui';
// Type only: erased from the build, so yup still arrives with the first touch of the form (below).
import type { newsletterSchema } from 'contracts/schemas';
import { markHydrated } from 'shared-ui/hydration-gate';

export const NEWSLETTER_FAILURE = 'Failed to subscribe. Please try again.';

type Values = { email: string; agreement: boolean };
type Errors = Partial<Record<keyof Values, string>>;
type NewsletterSchema = typeof newsletterSchema;

// The schema (and yup with it, ~13 KB gz) is fetched on the shopper's first touch of the form, not
// with the page: this form is on every page, and most visits never use it. One load per page life.
let loadedSchema: NewsletterSchema | null = null;
let schemaPromise: Promise<NewsletterSchema> | null = null;

function loadSchema(): Promise<NewsletterSchema> {
  schemaPromise ??= import('contracts/schemas').then(
    ({ newsletterSchema }) => (loadedSchema = newsletterSchema),
    (error: unknown) => {
      schemaPromise = null; // a failed chunk request may succeed on the next attempt
      throw error;
    },
  );
  return schemaPromise;
}

/** Runs contracts' newsletterSchema and returns its messages by field (empty when valid). */
function validate(schema: NewsletterSchema, values: Values): Errors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    // Duck-typed: yup comes with the shared contracts package, whose copy may be another build's.
    const inner = (error as { name?: string; inner?: { path?: string; message: string }[] }).inner;
    if ((error as Error).name !== 'ValidationError' || !inner) throw error;
    const errors: Errors = {};
    for (const issue of inner) {
      const field = issue.path as keyof Values | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return errors;
  }
}

/**
 * What the form's fields hold in the page. Before this form hydrates (at idle, see idle-newsletter-form.tsx)
 * a shopper may already have typed: React keeps those values in the DOM but starts from its own state, so
 * the DOM is read at hydration and at submit.
 */
function fieldValues(form: HTMLFormElement | null, fallback: Values): Values {
  const field = (name: string) => form?.elements.namedItem(name) as HTMLInputElement | null;
  const email = field('email');
  const agreement = field('agreement');
  return email && agreement ? { email: email.value, agreement: agreement.checked } : fallback;
}

/**
 * Footer newsletter: e-mail and consent checked by contracts' newsletterSchema (the spec's messages);
 * the server's message replaces the form, a failure shows an error alert above the button.
 * No form library on purpose: this form is on every page, and formik would add ~15 KB gz to each.
 * Errors show only for touched fields, and touching starts with focus, which starts the schema's load;
 * a submit before the load has finished waits for it.
 */
export function NewsletterForm() {
  const [values, setValues] = useState<Values>({ email: '', agreement: false });
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [schema, setSchema] = useState<NewsletterSchema | null>(loadedSchema);
  const errors = schema ? validate(schema, values) : {};
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    // Hydrated (at idle, or the shopper's first touch): what she typed before is kept, and a Subscribe
    // clicked before then is clicked again (shared-ui/src/hydration/hydration-gate.ts).
    const typed = fieldValues(formRef.current, { email: '', agreement: false });
    if (typed.email !== '' || typed.agreement) setValues(typed);
    markHydrated('newsletter');
  }, []);

  const prepareSchema = () => {
    if (schema) return;
    loadSchema().then(setSchema, (error: unknown) => console.error('[shell] newsletter schema', error));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitted = fieldValues(event.currentTarget, values);
    setValues(submitted);
    setTouched({ email: true, agreement: true });
    let current = schema;
    if (!current) {
      try {
        current = await loadSchema();
        setSchema(current);
      } catch (error) {
        console.error('[shell] newsletter schema', error);
        setFailed(true);
        return;
      }
    }
    if (Object.keys(validate(current, submitted)).length > 0) return;
    setFailed(false);
    setSubmitting(true);
    try {
      const { message } = await subscribeToNewsletter({
        email: submitted.email.trim(),
        agreement: submitted.agreement,
      });
      setServerMessage(message);
    } catch (error) {
      console.error('[shell] newsletter', error);
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

  if (serverMessage !== null) {
    return (
      <p role="status" css={(theme) => ({ fontFamily: theme.fonts.display, fontSize: theme.fontSizes.lg })}>
        {serverMessage}
      </p>
    );
  }

  const fieldError = (name: keyof Values) => (touched[name] ? errors[name] : undefined);

  return (
    <form
      ref={formRef}
      noValidate
      data-hydration-part="newsletter"
      onSubmit={onSubmit}
      onFocus={prepareSchema}
      onChange={prepareSchema}
      aria-label="Newsletter"
      css={(theme) => ({ display: 'grid', gap: theme.space.md })}
    >
      <TextField
        id="newsletter-email"
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
        onBlur={(event) => {
          // Leaving the field for Subscribe: the submit validates, and an error shown now would move
          // the button out from under the pointer before the click lands.
          if ((event.relatedTarget as HTMLElement | null)?.getAttribute('type') === 'submit') return;
          setTouched((current) => ({ ...current, email: true }));
        }}
        error={fieldError('email')}
      />
      <Checkbox
        id="newsletter-agreement"
        name="agreement"
        label="I agree to receive Vesna news and offers by e-mail and accept the Privacy Policy."
        checked={values.agreement}
        onChange={(event) => {
          const agreement = event.target.checked;
          setValues((current) => ({ ...current, agreement }));
          setTouched((current) => ({ ...current, agreement: true }));
        }}
        error={fieldError('agreement')}
      />
      {failed && (
        <p
          role="alert"
          css={(theme) => ({
            background: theme.colors.errorSoft,
            color: theme.colors.error,
            padding: `${theme.space.xs} ${theme.space.sm}`,
            borderRadius: theme.radii.square,
            fontSize: theme.fontSizes.sm,
          })}
        >
          {NEWSLETTER_FAILURE}
        </p>
      )}
      <Button type="submit" variant="primary" loading={submitting}>
        Subscribe
      </Button>
    </form>
  );
}
