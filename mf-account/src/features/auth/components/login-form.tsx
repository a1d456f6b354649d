import { Form, Formik } from 'formik';
import { loginSchema, type LoginInput } from 'contracts/schemas';
import { Button, FormTextField, formStyles } from 'shared-ui';
import { PasswordField } from '../../../components/form/password-field';

const initialValues: LoginInput = { loginOrEmail: '', password: '' };

interface LoginFormProps {
  onSubmit: (values: LoginInput) => Promise<unknown>;
}

/** E-mail and password checked by contracts' loginSchema (the spec's messages), then "Log In". */
export function LoginForm({ onSubmit }: LoginFormProps) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={loginSchema}
      onSubmit={async (values) => void (await onSubmit(values))}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Log in" css={formStyles.stack}>
          <FormTextField name="loginOrEmail" label="Email" type="email" autoComplete="email" inputMode="email" />
          <PasswordField name="password" label="Password" autoComplete="current-password" />
          <Button type="submit" fullWidth loading={isSubmitting}>
            Log In
          </Button>
        </Form>
      )}
    </Formik>
  );
}
