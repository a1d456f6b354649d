import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshSession } from 'shared-ui/state';
import { changePassword } from 'shared-ui';
import { apiError, makeUser } from '../../../test-utils/render-at';
import { logOutLocally, renderProfile } from './render-profile';

jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  refreshSession: jest.fn(),
}));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  changePassword: jest.fn(),
}));
jest.setTimeout(20_000);

const mockedChange = jest.mocked(changePassword);

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) {
  await user.type(await screen.findByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('Password tab', () => {
  beforeEach(() => {
    jest.mocked(refreshSession).mockResolvedValue(makeUser());
    mockedChange.mockReset();
  });
  afterEach(logOutLocally);

  it('changes the password: "Password updated successfully!" and an empty form', async () => {
    mockedChange.mockResolvedValue(undefined);
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/password');
    await fill(user, 'old-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(mockedChange).toHaveBeenCalledWith({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('shows "Passwords must match" and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/password');
    await fill(user, 'old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(mockedChange).not.toHaveBeenCalled();
  });

  it("shows the server's field error under Current Password when it is wrong", async () => {
    mockedChange.mockRejectedValue(
      apiError(400, {
        error: 'Current password is incorrect',
        fields: { currentPassword: 'Current password is incorrect' },
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/password');
    await fill(user, 'wrong-password', 'new-password-1', 'new-password-1');
    const message = await screen.findByText('Current password is incorrect');
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('aria-describedby', message.id);
    expect(screen.queryByText('Password updated successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's message under New Password when it refuses a common password", async () => {
    const common = 'This password is too common. Please choose another one.';
    mockedChange.mockRejectedValue(apiError(400, { error: common, fields: { newPassword: common } }));
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/password');
    await fill(user, 'old-password', 'Password1', 'Password1');
    const message = await screen.findByText(common);
    expect(screen.getByLabelText('New Password')).toHaveAttribute(
      'aria-describedby',
      expect.stringContaining(message.id),
    );
    expect(screen.queryByText('Password updated successfully!')).not.toBeInTheDocument();
  });

  it('lets a customer who signed up with Google set a password without a current one', async () => {
    const google = makeUser({ hasPassword: false });
    jest.mocked(refreshSession).mockResolvedValue(google);
    mockedChange.mockResolvedValue(undefined);
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/password', google);

    await user.type(await screen.findByLabelText('New Password'), 'first-password-1');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm New Password'), 'first-password-1');
    jest.mocked(refreshSession).mockClear();
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(mockedChange).toHaveBeenCalledWith({ newPassword: 'first-password-1', confirmPassword: 'first-password-1' });
    // The session is reloaded, so hasPassword (now true on the server) switches the tab to the usual form.
    expect(refreshSession).toHaveBeenCalled();
  });

  it('still checks the new password of a Google account: "Passwords must match", nothing sent', async () => {
    const google = makeUser({ hasPassword: false });
    jest.mocked(refreshSession).mockResolvedValue(google);
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/password', google);
    await user.type(await screen.findByLabelText('New Password'), 'first-password-1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'first-password-2');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(mockedChange).not.toHaveBeenCalled();
  });
});
