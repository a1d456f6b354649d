import { Form, Formik, useField } from 'formik';
import { Link } from 'react-router-dom';
import type { ContactRequest, ContactSubject } from 'contracts';
import { contactSchema, type ContactInput } from 'contracts/schemas';
import { Button, Checkbox, TextArea, TextField, theme } from 'shared-ui';

// The form starts unticked; the schema only accepts true.
type Values = Omit<ContactInput, 'subject' | 'orderNumber' | 'privacyPolicy'> & {
  orderNumber: string;
  privacyPolicy: boolean;
};

const initialValues: Values = { fullName: '', email: '', orderNumber: '', message: '', privacyPolicy: false };

/** The Formik field's own message, shown once the field was touched. */
function useFieldError(name: keyof Values) {
  const [field, meta, helpers] = useField(name);
  return { field, error: meta.touched && meta.error ? meta.error : undefined, helpers };
}

function InputField(props: {
  name: keyof Values;
  idPrefix: string;
  label: string;
  type?: string;
  autoComplete?: string;
}) {
  const { field, error } = useFieldError(props.name);
  return (
    <TextField
      {...field}
      id={`${props.idPrefix}-${props.name}`}
      label={props.label}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      value={String(field.value ?? '')}
      error={error}
    />
  );
}

function MessageField({ idPrefix }: { idPrefix: string }) {
  const { field, error } = useFieldError('message');
  return <TextArea {...field} id={`${idPrefix}-message`} label="Message" value={field.value ?? ''} error={error} />;
}

function PrivacyField({ idPrefix }: { idPrefix: string }) {
  const { field, error } = useFieldError('privacyPolicy');
  return (
    <Checkbox
      {...field}
      id={`${idPrefix}-privacyPolicy`}
      checked={Boolean(field.value)}
      value=""
      label={
        <>
          I agree with the <Link to="/policy">Privacy Policy</Link> and to Vesna storing my message to answer it.
        </>
      }
      error={error}
    />
  );
}

interface ContactFormProps {
  /** Unique per form on the page (the wide form and each accordion subject have their own). */
  idPrefix: string;
  /** Sent with the message when the shopper chose one (the collapsed form on narrow screens). */
  subject?: ContactSubject;
  /** Resolves true when the message was sent: the form then resets. */
  onSend: (input: ContactRequest) => Promise<boolean>;
}

/**
 * "Write Us": full name, e-mail, optional order number, message and the privacy consent, checked by
 * contracts' contactSchema (the spec's messages). The button reads "Sending..." and is disabled
 * while the message is on its way.
 */
export function ContactForm({ idPrefix, subject, onSend }: ContactFormProps) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={contactSchema}
      onSubmit={async (values, { resetForm }) => {
        const orderNumber = values.orderNumber.trim();
        const sent = await onSend({
          fullName: values.fullName,
          email: values.email,
          message: values.message,
          privacyPolicy: values.privacyPolicy,
          ...(orderNumber ? { orderNumber } : {}),
          ...(subject ? { subject } : {}),
        });
        if (sent) resetForm();
      }}
    >
      {({ isSubmitting }) => (
        <Form
          noValidate
          aria-label={subject ? `Write Us: ${subject}` : 'Write Us'}
          css={{
            display: 'grid',
            gap: theme.space.md,
            '& a': { color: theme.colors.text, textDecorationColor: theme.colors.accent },
          }}
        >
          <InputField name="fullName" idPrefix={idPrefix} label="Full Name" autoComplete="name" />
          <InputField name="email" idPrefix={idPrefix} label="Email" type="email" autoComplete="email" />
          <InputField name="orderNumber" idPrefix={idPrefix} label="Order Number (optional)" />
          <MessageField idPrefix={idPrefix} />
          <PrivacyField idPrefix={idPrefix} />
          <Button type="submit" variant="primary" disabled={isSubmitting} css={{ justifySelf: 'start' }}>
            {isSubmitting ? 'Sending...' : 'Send Message'}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
