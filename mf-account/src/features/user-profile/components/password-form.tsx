import { Form, Formik, type FormikHelpers } from 'formik';
import { passwordSchema, type PasswordInput } from 'contracts/schemas';
import { Button } from 'shared-ui';
import { PasswordField } from '../../../components/form/password-field';
import { formStyles } from '../../../components/form/form-styles';

const initialValues: PasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

interface PasswordFormProps {
  onSubmit: (values: PasswordInput, helpers: FormikHelpers<PasswordInput>) => Promise<void>;
}

/** Current, new and confirmed password, checked by contracts' passwordSchema. */
export function PasswordForm({ onSubmit }: PasswordFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={passwordSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Change password" css={[formStyles.stack, { maxWidth: '28rem' }]}>
          <PasswordField name="currentPassword" label="Current Password" autoComplete="current-password" />
          <PasswordField
            name="newPassword"
            label="New Password"
            autoComplete="new-password"
            hint="8 to 30 characters."
          />
          <PasswordField name="confirmPassword" label="Confirm New Password" autoComplete="new-password" />
          <div css={formStyles.actions}>
            <Button type="submit" loading={isSubmitting}>
              Update Password
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
