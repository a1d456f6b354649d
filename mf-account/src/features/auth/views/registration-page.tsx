import { Link, Navigate, useNavigate } from 'react-router-dom';
import { theme } from 'shared-ui';
import { useSession } from 'shared-ui/state';
import { AccountPage } from '../../../components/account-page/account-page';
import { AuthLayout } from '../components/auth-layout';
import { ConsentText } from '../components/consent-text';
import { GoogleSignInLink } from '../components/google-sign-in-link';
import { OrDivider } from '../components/or-divider';
import { RegistrationForm } from '../components/registration-form';
import { VerifyEmailDialog } from '../components/verify-email-dialog';
import { useRegistrationSubmit } from '../hooks/use-registration-submit';
import { useReturnTo } from '../hooks/use-return-to';

const switchLine = { marginTop: theme.space.lg, fontSize: theme.fontSizes.sm, '& a': { color: theme.colors.text } };

/**
 * /registration: Create Account form, link to log in, Google sign-in. After the account is created
 * the shopper is already logged in; the "Verify Your Email" dialog opens and closing it goes home, or back to
 * the page that sent her to log in (`?returnTo=`, kept by the login page's "Create an account").
 * A shopper who is logged in already has no account to create here: she is sent on to that page.
 */
export function RegistrationPage() {
  const navigate = useNavigate();
  const { isLogged } = useSession();
  const { submit, verifyEmail, formError, submitted } = useRegistrationSubmit();
  const { destination, carry } = useReturnTo();
  if (isLogged && !submitted) return <Navigate to={destination} replace />;
  return (
    <AccountPage title="Create Account" subtitle="Welcome to Vesna.">
      <AuthLayout>
        <RegistrationForm onSubmit={submit} formError={formError} />
        <p css={switchLine}>
          Already have an account? <Link to={carry('/login')}>Log in</Link>
        </p>
        <OrDivider />
        <GoogleSignInLink />
        <ConsentText />
      </AuthLayout>
      <VerifyEmailDialog email={verifyEmail} onClose={() => navigate(destination)} />
    </AccountPage>
  );
}
