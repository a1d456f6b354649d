import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { Toaster, clearSession, logIn, setSessionUser } from 'shared-ui/state';
import { getBannerSection } from 'shared-ui';
import { LoginPage } from '../views/login-page';
import { apiError, makeUser, renderAt } from '../../../test-utils/render-at';

jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  logIn: jest.fn(),
}));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getBannerSection: jest.fn(),
}));
jest.setTimeout(20_000);

const mockedLogIn = jest.mocked(logIn);
const mockedBanner = jest.mocked(getBannerSection);

function renderLogin(url = '/login') {
  return renderAt(url, '/login', <LoginPage />);
}

/** /login as the shell routes it, with a stand-in for the product page a returnTo names. */
function renderLoginFromProduct(url: string) {
  function LocationProbe() {
    const location = useLocation();
    return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
  }
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/:id" element={<p>Product page</p>} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    mockedLogIn.mockReset();
    mockedBanner.mockReset();
    // Pending unless a test needs the image, so no banner answer lands after a test ended.
    mockedBanner.mockReturnValue(new Promise(() => {}));
  });
  afterEach(() => jest.useRealTimers());

  it('shows the "Log in" heading, the login banner and sets the tab title', async () => {
    mockedBanner.mockResolvedValue([
      { id: 'b1', name: 'bannerLogin', imageUrl: '/api/images/banners/bannerLogin.svg', category: [] },
    ]);
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' }).closest('[data-boundary]')).toHaveAttribute(
      'data-boundary',
      'mf-account',
    );
    expect(document.title).toBe('Log in | Vesna');
    const banner = await screen.findByTestId('login-banner');
    expect(await within(banner).findByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      '/api/images/banners/bannerLogin.svg',
    );
    expect(mockedBanner).toHaveBeenCalledWith('bannerLogin', 'bannerLogin', expect.anything());
  });

  it('shows "Email is required" and "Password is required" when submitted empty, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(mockedLogIn).not.toHaveBeenCalled();
  });

  it('shows "Invalid email format" and "Password is too short!" for a bad e-mail and a short password', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await fillAndSubmit(user, 'anna@mail', 'short');
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Password is too short!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(mockedLogIn).not.toHaveBeenCalled();
  });

  it('shows "Password is too long!" above 30 characters', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await fillAndSubmit(user, 'anna@example.com', 'x'.repeat(31));
    expect(await screen.findByText('Password is too long!')).toBeInTheDocument();
  });

  it('sends a shopper who is logged in already on to /, or to the page of ?returnTo=', () => {
    act(() => setSessionUser(makeUser()));
    try {
      const { unmount } = renderLogin();
      expect(screen.getByText('Home page')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
      unmount();
      renderLoginFromProduct('/login?returnTo=%2F100001');
      expect(screen.getByText('Product page')).toBeInTheDocument();
    } finally {
      act(() => clearSession());
    }
  });

  it('logs in and goes home on success', async () => {
    mockedLogIn.mockResolvedValue(makeUser());
    const user = userEvent.setup({ delay: null });
    renderLogin();
    await fillAndSubmit(user, 'anna@example.com', 'correct-horse');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(mockedLogIn).toHaveBeenCalledWith({ loginOrEmail: 'anna@example.com', password: 'correct-horse' });
  });

  it('goes back to the page named by ?returnTo= (the product a guest wanted to review) after logging in', async () => {
    mockedLogIn.mockResolvedValue(makeUser());
    const user = userEvent.setup({ delay: null });
    renderLoginFromProduct('/login?returnTo=%2F100001%3Fcolor%3Dbeige%26size%3Dm');
    await fillAndSubmit(user, 'anna@example.com', 'correct-horse');
    expect(await screen.findByText('Product page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/100001\?color=beige&size=m$/);
  });

  it.each(['//evil.example/phish', 'https://evil.example/', '/\\evil.example', '/login?returnTo=/login'])(
    'goes home, not to a returnTo of %s that would leave the shop or loop',
    async (returnTo) => {
      mockedLogIn.mockResolvedValue(makeUser());
      const user = userEvent.setup({ delay: null });
      renderLoginFromProduct(`/login?${new URLSearchParams({ returnTo }).toString()}`);
      await fillAndSubmit(user, 'anna@example.com', 'correct-horse');
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    },
  );

  it('stays on /login with its returnTo when the login fails, so a second try still goes back', async () => {
    mockedLogIn.mockRejectedValueOnce(apiError(401, { error: 'Login unsuccessful. Please try again.' }));
    mockedLogIn.mockResolvedValueOnce(makeUser());
    const user = userEvent.setup({ delay: null });
    renderLoginFromProduct('/login?returnTo=%2F100001');
    await fillAndSubmit(user, 'anna@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login unsuccessful. Please try again.');
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnTo=%2F100001');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Product page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/100001$/);
  });

  it('shows "Login unsuccessful. Please try again." at the top centre for 6 s and stays on /login', async () => {
    jest.useFakeTimers();
    mockedLogIn.mockRejectedValue(apiError(401, { error: 'Login unsuccessful. Please try again.' }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderLogin();
    await fillAndSubmit(user, 'anna@example.com', 'wrong-password');
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login unsuccessful. Please try again.');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');

    act(() => jest.advanceTimersByTime(5900));
    expect(screen.getByText('Login unsuccessful. Please try again.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Login unsuccessful. Please try again.')).not.toBeInTheDocument();
  });

  it('toggles the password visibility with a pressed button', async () => {
    const user = userEvent.setup({ delay: null });
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    const toggle = screen.getByRole('button', { name: 'Hide password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('links to registration, to Google sign-in by full navigation, and to the terms and the policy', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth/google');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/termsConditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
  });

  it('sends the page that asked for the login (?returnTo=) along with the Google sign-in, and nothing off the shop', () => {
    const { unmount } = renderLogin('/login?returnTo=%2F100001%3Fcolor%3Dgreen');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/auth/google?returnTo=%2F100001%3Fcolor%3Dgreen',
    );
    unmount();
    renderLogin('/login?returnTo=https%3A%2F%2Fevil.example');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth/google');
  });

  it('keeps ?returnTo= on "Create an account", and only a path of the shop', () => {
    const { unmount } = renderLogin('/login?returnTo=%2F100001');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/registration?returnTo=%2F100001',
    );
    unmount();
    renderLogin('/login?returnTo=https%3A%2F%2Fevil.example');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registration');
  });

  it('says "Google sign-in did not complete. Please try again." when sent back with ?error=google', () => {
    renderLogin('/login?error=google');
    const notice = screen.getByText('Google sign-in did not complete. Please try again.');
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    // In the page, not a toast: it stays while the shopper reads it.
    expect(notice.closest('[data-boundary="mf-account"]')).not.toBeNull();
  });

  it('shows no Google notice on a plain visit', () => {
    renderLogin();
    expect(screen.queryByText('Google sign-in did not complete. Please try again.')).not.toBeInTheDocument();
  });
});
