import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshSession, sessionAtom } from 'shared-ui/state';
import { getBirthdayDiscount, resendVerification, updateProfile } from 'shared-ui';
import { getDefaultStore } from 'jotai';
import { apiError, makeUser } from '../../../test-utils/render-at';
import { logOutLocally, renderProfile } from './render-profile';

jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  refreshSession: jest.fn(),
}));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  updateProfile: jest.fn(),
  resendVerification: jest.fn(),
  getBirthdayDiscount: jest.fn(),
}));
jest.setTimeout(20_000);

const mockedUpdate = jest.mocked(updateProfile);
const mockedResend = jest.mocked(resendVerification);

describe('User Profile tab', () => {
  beforeEach(() => {
    jest.mocked(refreshSession).mockResolvedValue(makeUser());
    mockedUpdate.mockReset();
    mockedResend.mockReset();
    jest.mocked(getBirthdayDiscount).mockResolvedValue({
      eligible: false,
      reason: 'not-subscribed',
      message: 'Subscribe to our newsletter and confirm your address to get 15 % off one order around your birthday.',
      windowStart: '2027-05-10',
      windowEnd: '2027-05-24',
    });
  });
  afterEach(logOutLocally);

  it('is prefilled from the session', async () => {
    renderProfile('/userProfile');
    expect(await screen.findByLabelText('First Name')).toHaveValue('Anna');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Koval');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.com');
    expect(screen.getByLabelText('Birth Date')).toHaveValue('1990-05-17');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('0501234567');
    expect(screen.getByText('Email verified')).toBeInTheDocument();
  });

  it('says on the newsletter line why the birthday discount does not apply, as the server answers', async () => {
    renderProfile('/userProfile');
    expect(await screen.findByTestId('newsletter-line')).toHaveTextContent(
      'Newsletter: Subscribe to our newsletter and confirm your address to get 15 % off one order around your birthday.',
    );
  });

  it('saves and shows "Your personal information has been successfully updated"', async () => {
    mockedUpdate.mockImplementation(async (input) =>
      makeUser({ ...input, birthDate: input.birthDate ?? null, phoneNumber: input.phoneNumber ?? null }),
    );
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile');
    const firstName = await screen.findByLabelText('First Name');
    await user.clear(firstName);
    await user.type(firstName, 'Hanna');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Your personal information has been successfully updated');
    expect(mockedUpdate).toHaveBeenCalledWith({
      firstName: 'Hanna',
      lastName: 'Koval',
      email: 'anna@example.com',
      birthDate: '1990-05-17',
      phoneNumber: '0501234567',
    });
    expect(getDefaultStore().get(sessionAtom).user?.firstName).toBe('Hanna');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the schema's messages and sends nothing when the form is invalid", async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile');
    const phone = await screen.findByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'anna@mail');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone number must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it('shows the server refusal, e.g. a taken e-mail', async () => {
    mockedUpdate.mockRejectedValue(apiError(409, { error: 'User already exists. Please, choose other email.' }));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists. Please, choose other email.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "Email not verified" and resends the verification mail', async () => {
    mockedResend.mockResolvedValue({ message: 'We sent a new verification link to anna@example.com.' });
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile', makeUser({ emailVerified: false }));
    expect(await screen.findByText('Email not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('We sent a new verification link to anna@example.com.')).toBeInTheDocument();
  });
});
