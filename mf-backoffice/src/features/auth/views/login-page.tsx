import { Form, Formik } from 'formik';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { staffLoginSchema, type StaffLoginInput } from 'contracts/staff';
import { Button, useDocumentTitle, FormTextField, Notice, formStyles } from 'shared-ui';
import { AuthFrame } from '../../../components/auth-frame';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useLogIn } from '../api/log-in';
import { FormFailure } from '../../../components/form-failure';

const EMPTY: StaffLoginInput = { email: '', password: '', code: '' };

/** Log in with e-mail, password and the authenticator's code (or one of the recovery codes). */
export function LoginPage() {
  useDocumentTitle('Back office log in');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const logIn = useLogIn();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <AuthFrame title="Log in">
      {params.get('ended') === 'idle' && (
        <Notice css={{ marginBottom: '16px' }}>
          You were logged out after 30 minutes without activity. Log in again to go on.
        </Notice>
      )}
      <Formik
        initialValues={EMPTY}
        validationSchema={staffLoginSchema}
        onSubmit={async (values, helpers) => {
          try {
            await logIn.run(staffLoginSchema.cast(values) as StaffLoginInput);
            navigate(from?.startsWith('/staff') && !from.startsWith('/staff/login') ? from : '/staff', {
              replace: true,
            });
          } catch (error) {
            helpers.setErrors(serverFieldErrors<StaffLoginInput>(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate css={formStyles.stack}>
            <FormFailure error={logIn.error} />
            <FormTextField name="email" type="email" label="Email" autoComplete="username" required />
            <FormTextField name="password" type="password" label="Password" autoComplete="current-password" required />
            <FormTextField
              name="code"
              label="Code"
              hint="The 6-digit code from your authenticator, or one of your recovery codes"
              autoComplete="one-time-code"
              inputMode="text"
              required
            />
            <div css={formStyles.actions}>
              <Button type="submit" loading={isSubmitting}>
                Log in
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </AuthFrame>
  );
}
