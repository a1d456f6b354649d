import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, registerCustomer, setSessionUser } from 'shared-ui/state';
import { resendVerification } from 'shared-ui';
import { RegistrationPage } from '../views/registration-page';
import { apiError, makeUser, renderAt } from '../../../test-utils/render-at';

jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  registerCustomer: jest.fn(),
}));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  resendVerification: jest.fn(),
}));
jest.setTimeout(20_000);

const mockedRegister = jest.mocked(registerCustomer);
const mockedResend = jest.mocked(resendVerification);

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Anna');
  await user.type(screen.getByLabelText('Last Name'), 'Koval');
  await user.type(screen.getByLabelText('Email'), 'anna@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Register Now' }));
}

function renderRegistration() {
  return renderAt('/registration', '/registration', <RegistrationPage />);
}

describe('RegistrationPage', () => {
  beforeEach(() => {
    mockedRegister.mockReset();
    mockedResend.mockReset();
  });

  it('shows the "Create Account" heading, a link to log in and Google sign-in', () => {
    renderRegistration();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(document.title).toBe('Create Account | Vesna');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth/google');
  });

  it("shows the spec's messages for empty and invalid names", async () => {
    const user = userEvent.setup({ delay: null });
    renderRegistration();
    await user.click(screen.getByRole('button', { name: 'Register Now' }));
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'Ann4');
    await user.type(screen.getByLabelText('Last Name'), 'K');
    await user.tab();
    expect(await screen.findByText('Name must contain only letters')).toBeInTheDocument();
    expect(screen.getByText('Too short!')).toBeInTheDocument();
    expect(mockedRegister).not.toHaveBeenCalled();
  });

  it('shows "User already exists. Please, choose other email." on 409 and opens no dialog', async () => {
    mockedRegister.mockRejectedValue(apiError(409, { error: 'User already exists. Please, choose other email.' }));
    const user = userEvent.setup({ delay: null });
    renderRegistration();
    await fillForm(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists. Please, choose other email.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/registration');
  });

  it("shows the server's message under Password when it refuses a common password", async () => {
    const common = 'This password is too common. Please choose another one.';
    mockedRegister.mockRejectedValue(apiError(400, { error: common, fields: { password: common } }));
    const user = userEvent.setup({ delay: null });
    renderRegistration();
    await fillForm(user);
    const message = await screen.findByText(common);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', expect.stringContaining(message.id));
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a shopper who is logged in already on to /', () => {
    act(() => setSessionUser(makeUser()));
    try {
      renderRegistration();
      expect(screen.getByText('Home page')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Create Account' })).not.toBeInTheDocument();
    } finally {
      act(() => clearSession());
    }
  });

  it('keeps "Verify Your Email" open although registering has logged the new customer in', async () => {
    const created = makeUser({ emailVerified: false });
    // As the real registerCustomer does: the session is set before the call resolves.
    mockedRegister.mockImplementation(async () => {
      setSessionUser(created);
      return created;
    });
    const user = userEvent.setup({ delay: null });
    try {
      renderRegistration();
      await fillForm(user);
      const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
      expect(screen.getByTestId('location')).toHaveTextContent('/registration');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(await screen.findByText('Home page')).toBeInTheDocument();
    } finally {
      act(() => clearSession());
    }
  });

  it('opens "Verify Your Email" after registering; closing it goes home', async () => {
    mockedRegister.mockResolvedValue(makeUser({ emailVerified: false }));
    const user = userEvent.setup({ delay: null });
    renderRegistration();
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
    expect(mockedRegister).toHaveBeenCalledWith({
      firstName: 'Anna',
      lastName: 'Koval',
      email: 'anna@example.com',
      password: 'correct-horse',
    });
    expect(dialog).toHaveTextContent('anna@example.com');
    expect(dialog).toHaveTextContent('24 hours');
    expect(within(dialog).getByRole('link', { name: /change it in your profile/ })).toHaveAttribute(
      'href',
      '/userProfile',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('comes from a login with ?returnTo= and goes back there: closing "Verify Your Email", or "Log in"', async () => {
    mockedRegister.mockResolvedValue(makeUser({ emailVerified: false }));
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderAt('/registration?returnTo=%2F100001', '/registration', <RegistrationPage />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?returnTo=%2F100001');
    try {
      await fillForm(user);
      const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/100001$/);
    } finally {
      unmount();
      act(() => clearSession());
    }
  });

  it("resends the verification mail and shows the server's message, or its 429 error", async () => {
    mockedRegister.mockResolvedValue(makeUser({ emailVerified: false }));
    mockedResend
      .mockResolvedValueOnce({ message: 'We sent a new verification link to anna@example.com.' })
      .mockRejectedValueOnce(apiError(429, { error: 'Too many attempts. Please try again later.' }));
    const user = userEvent.setup({ delay: null });
    renderRegistration();
    await fillForm(user);
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Email' });

    await user.click(within(dialog).getByRole('button', { name: 'Resend email' }));
    expect(await within(dialog).findByText('We sent a new verification link to anna@example.com.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Resend email' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
    expect(mockedResend).toHaveBeenCalledTimes(2);
  });
});
