import { Form, Formik, type FormikHelpers } from 'formik';
import { passwordSchema, setPasswordSchema, type PasswordInput, type SetPasswordInput } from 'contracts/schemas';
import { Button, formStyles } from 'shared-ui';
import { PasswordField } from '../../../components/form/password-field';

const changeValues: PasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const setValues: SetPasswordInput = { newPassword: '', confirmPassword: '' };

type PasswordFormProps =
  | {
      /** The account has a password: current, new and confirmed (contracts' passwordSchema). */
      hasPassword: true;
      onSubmit: (values: PasswordInput, helpers: FormikHelpers<PasswordInput>) => Promise<void>;
    }
  | {
      /** An account from Google sign-in without one: only new and confirmed (setPasswordSchema). */
      hasPassword: false;
      onSubmit: (values: SetPasswordInput, helpers: FormikHelpers<SetPasswordInput>) => Promise<void>;
    };

function NewPasswordFields({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <>
      <PasswordField name="newPassword" label="New Password" autoComplete="new-password" hint="8 to 30 characters." />
      <PasswordField name="confirmPassword" label="Confirm New Password" autoComplete="new-password" />
      <div css={formStyles.actions}>
        <Button type="submit" loading={submitting}>
          {label}
        </Button>
      </div>
    </>
  );
}

const formCss = [formStyles.stack, { maxWidth: '28rem' }];

/** The Password tab's form: "Change password" with the current one, or "Set password" without. */
export function PasswordForm(props: PasswordFormProps) {
  if (!props.hasPassword) {
    return (
      <Formik initialValues={setValues} validationSchema={setPasswordSchema} onSubmit={props.onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Set password" css={formCss}>
            <NewPasswordFields submitting={isSubmitting} label="Set Password" />
          </Form>
        )}
      </Formik>
    );
  }
  return (
    <Formik initialValues={changeValues} validationSchema={passwordSchema} onSubmit={props.onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Change password" css={formCss}>
          <PasswordField name="currentPassword" label="Current Password" autoComplete="current-password" />
          <NewPasswordFields submitting={isSubmitting} label="Update Password" />
        </Form>
      )}
    </Formik>
  );
}
