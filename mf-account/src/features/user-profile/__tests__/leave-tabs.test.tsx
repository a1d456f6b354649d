import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { clearSession, logOut, refreshSession, sessionAtom } from 'shared-ui/state';
import { deleteAccount } from 'shared-ui';
import { apiError, makeUser } from '../../../test-utils/render-at';
import { logOutLocally, renderProfile } from './render-profile';

jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  refreshSession: jest.fn(),
  logOut: jest.fn(),
}));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  deleteAccount: jest.fn(),
}));
jest.setTimeout(20_000);

const mockedDelete = jest.mocked(deleteAccount);
const mockedLogOut = jest.mocked(logOut);

describe.each([
  ['Delete Account', '/userProfile/delete', 'Delete your account?'],
  ['Logout', '/userProfile/logout', 'Log out?'],
])('%s tab', (tab, url, dialogName) => {
  const actionName = tab === 'Logout' ? 'Log Out' : 'Delete Account';

  beforeEach(() => {
    jest.mocked(refreshSession).mockResolvedValue(makeUser());
    mockedDelete.mockReset().mockResolvedValue(undefined);
    // What the real logOut does to the page once the server answered.
    mockedLogOut.mockReset().mockImplementation(async () => {
      clearSession();
      return true;
    });
  });
  afterEach(logOutLocally);

  it('shows "Thank you for staying with us" after the confirm dialog is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile(url);
    await user.click(await screen.findByRole('button', { name: actionName }));
    const dialog = screen.getByRole('dialog', { name: dialogName });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for staying with us');
    expect(mockedDelete).not.toHaveBeenCalled();
    expect(mockedLogOut).not.toHaveBeenCalled();
  });

  it('also counts Escape as staying', async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile(url);
    await user.click(await screen.findByRole('button', { name: actionName }));
    await user.keyboard('{Escape}');
    expect(screen.getByText('Thank you for staying with us')).toBeInTheDocument();
  });

  it('ends the session and goes home when confirmed', async () => {
    const user = userEvent.setup({ delay: null });
    renderProfile(url);
    await user.click(await screen.findByRole('button', { name: actionName }));
    const dialog = screen.getByRole('dialog', { name: dialogName });
    await user.click(within(dialog).getByRole('button', { name: actionName }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(getDefaultStore().get(sessionAtom).isLogged).toBe(false);
    expect(tab === 'Logout' ? mockedLogOut : mockedDelete).toHaveBeenCalledTimes(1);
  });
});

describe('Delete Account failure', () => {
  beforeEach(() => jest.mocked(refreshSession).mockResolvedValue(makeUser()));
  afterEach(logOutLocally);

  it("closes the dialog, keeps the shopper logged in and shows the server's message", async () => {
    mockedDelete.mockReset().mockRejectedValue(apiError(500, { error: 'Could not delete the account' }));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/delete');
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not delete the account');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getDefaultStore().get(sessionAtom).isLogged).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/userProfile/delete');
  });
});
