import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { theme, Notice } from 'shared-ui';
import { useSession } from 'shared-ui/state';
import { AccountPage } from '../../../components/account-page/account-page';
import { AuthLayout } from '../components/auth-layout';
import { ConsentText } from '../components/consent-text';
import { GoogleSignInLink } from '../components/google-sign-in-link';
import { LoginBanner } from '../components/login-banner';
import { LoginForm } from '../components/login-form';
import { OrDivider } from '../components/or-divider';
import { useLoginSubmit } from '../hooks/use-login-submit';
import { useReturnTo } from '../hooks/use-return-to';
import { AUTH_MESSAGES } from '../messages';

const switchLine = { marginTop: theme.space.lg, fontSize: theme.fontSizes.sm, '& a': { color: theme.colors.text } };

/**
 * /login: hero banner, the e-mail form, Google sign-in and the consent line. Success goes home (or to
 * `?returnTo=`); a shopper who is logged in already is sent there at once.
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const { isLogged } = useSession();
  const submit = useLoginSubmit();
  const { destination, carry } = useReturnTo();
  if (isLogged) return <Navigate to={destination} replace />;
  return (
    <AccountPage title="Log in" subtitle="Welcome back to Vesna.">
      <AuthLayout aside={<LoginBanner />}>
        {/* The server's Google callback comes back here with ?error=google when the sign-in failed. */}
        {searchParams.get('error') === 'google' && (
          <Notice tone="error" css={{ marginBottom: theme.space.lg }}>
            {AUTH_MESSAGES.googleFailed}
          </Notice>
        )}
        <LoginForm onSubmit={submit} />
        <p css={switchLine}>
          New to Vesna? <Link to={carry('/registration')}>Create an account</Link>
        </p>
        <OrDivider />
        <GoogleSignInLink />
        <ConsentText />
      </AuthLayout>
    </AccountPage>
  );
}
