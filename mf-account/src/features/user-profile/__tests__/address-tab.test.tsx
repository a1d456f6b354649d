import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from 'contracts';
import { browserQueryClient, refreshSession, setSessionUser } from 'shared-ui/state';
import { defaultAddressKey, addAddress, getDefaultAddress, updateAddress } from 'shared-ui';
import { makeUser } from '../../../test-utils/render-at';
import { logOutLocally, renderProfile } from './render-profile';

jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  refreshSession: jest.fn(),
}));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getDefaultAddress: jest.fn(),
  addAddress: jest.fn(),
  updateAddress: jest.fn(),
}));
jest.setTimeout(20_000);

const mockedGet = jest.mocked(getDefaultAddress);
const mockedAdd = jest.mocked(addAddress);
const mockedUpdate = jest.mocked(updateAddress);

const saved: Address = {
  userId: 'u-1',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Koval',
  country: 'Ukraine',
  city: 'Kyiv',
  addressLine1: 'Khreshchatyk 22',
  addressLine2: '5',
  zip: '01-001',
  phone: '0501234567',
  default: true,
};

/** The Address tab of a shopper with `saved`, whose updates the API answers as saved. */
function openAddressTabWithSavedAddress() {
  mockedGet.mockResolvedValue(saved);
  mockedUpdate.mockImplementation(async (input) => ({
    address: { ...saved, ...input },
    message: 'You have successfully updated your address.',
  }));
  const user = userEvent.setup({ delay: null });
  renderProfile('/userProfile/address');
  return user;
}

describe('Address tab', () => {
  beforeEach(() => {
    jest.mocked(refreshSession).mockResolvedValue(makeUser());
    mockedGet.mockReset();
    mockedAdd.mockReset();
    mockedUpdate.mockReset();
  });
  afterEach(logOutLocally);

  it('says "No address added yet" and adds one: "You have successfully added a new address."', async () => {
    mockedGet.mockResolvedValue(null);
    mockedAdd.mockImplementation(async (input) => ({
      address: { ...input, userId: 'u-1' } as Address,
      message: 'You have successfully added a new address.',
    }));
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/address');
    expect(await screen.findByText('No address added yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));

    const dialog = screen.getByRole('dialog', { name: 'Add a new address' });
    // Name and e-mail come from the profile; the rest is typed.
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Anna');
    await user.type(within(dialog).getByLabelText('Country'), 'Ukraine');
    await user.type(within(dialog).getByLabelText('City'), 'Kyiv');
    await user.type(within(dialog).getByLabelText('Street'), 'Khreshchatyk 22');
    await user.type(within(dialog).getByLabelText('Apartment'), '5');
    await user.type(within(dialog).getByLabelText('Postal Code'), '01-001');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('You have successfully added a new address.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { userId: _userId, ...typed } = saved;
    expect(mockedAdd).toHaveBeenCalledWith({ ...typed, default: true });
    expect(screen.getByRole('heading', { name: 'Current Address' })).toBeInTheDocument();
    expect(screen.getByText(/Khreshchatyk 22/)).toBeInTheDocument();
  });

  it('shows each field its own error (Country says the country message, not the city one)', async () => {
    mockedGet.mockResolvedValue(null);
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/address');
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Country'), 'Ukra1ne');
    await user.type(within(dialog).getByLabelText('Street'), 'Main #1');
    await user.type(within(dialog).getByLabelText('Apartment'), '5a');
    await user.type(within(dialog).getByLabelText('Postal Code'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    const errorOf = (label: string) => {
      const input = within(dialog).getByLabelText(label);
      return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(await within(dialog).findByText('City is required')).toBeInTheDocument();
    expect(errorOf('Country')).toBe('Country cannot contain numbers or special symbols');
    expect(errorOf('City')).toBe('City is required');
    expect(errorOf('Street')).toBe('Street can only contain letters, numbers, spaces, hyphens (-), and slashes (/)');
    expect(errorOf('Apartment')).toBe('Apartment can only contain numbers');
    expect(errorOf('Postal Code')).toBe('Postal Code must be in the format **-***');
    expect(mockedAdd).not.toHaveBeenCalled();
  });

  it('shows "Current Address" and updates it: "You have successfully updated your address."', async () => {
    const user = openAddressTabWithSavedAddress();
    expect(await screen.findByRole('heading', { name: 'Current Address' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update current address' }));
    const dialog = screen.getByRole('dialog', { name: 'Update your address' });
    const city = within(dialog).getByLabelText('City');
    expect(city).toHaveValue('Kyiv');
    await user.clear(city);
    await user.type(city, 'Lviv');
    await user.click(within(dialog).getByRole('button', { name: 'Update address' }));

    expect(await screen.findByText('You have successfully updated your address.')).toBeInTheDocument();
    expect(mockedUpdate).toHaveBeenCalledWith(
      expect.objectContaining({ city: 'Lviv', addressLine1: 'Khreshchatyk 22' }),
    );
    expect(screen.getByText(/Lviv/)).toBeInTheDocument();
  });

  it('offers a retry when the saved address cannot be loaded, with a spinner while it loads again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let answer: (address: Address | null) => void = () => {};
    mockedGet
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/address');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loading your address')).toBeInTheDocument();
    answer(saved);
    expect(await screen.findByRole('heading', { name: 'Current Address' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('after saving the address the page shows the new one without a reload, and so does the checkout', async () => {
    const user = openAddressTabWithSavedAddress();
    await user.click(await screen.findByRole('button', { name: 'Update current address' }));
    const city = within(screen.getByRole('dialog')).getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Lviv');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Update address' }));
    await screen.findByText('You have successfully updated your address.');

    // Away and back: the saved answer is the one shown, with no new request.
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(screen.getByRole('link', { name: 'Address' }));
    expect(await screen.findByText(/Lviv/)).toBeInTheDocument();
    expect(mockedGet).toHaveBeenCalledTimes(1);
    // The checkout's prefill reads the same key (shared-ui's contract).
    expect(browserQueryClient.getQueryData(defaultAddressKey('u-1'))).toEqual(
      expect.objectContaining({ city: 'Lviv' }),
    );
  });

  it("never shows one shopper's address to the next one logged in on the same tab", async () => {
    mockedGet.mockResolvedValueOnce(saved).mockResolvedValueOnce(null);
    renderProfile('/userProfile/address');
    expect(await screen.findByText(/Khreshchatyk 22/)).toBeInTheDocument();
    act(() => setSessionUser(makeUser({ id: 'u-2', _id: 'u-2', email: 'iryna@example.com' })));
    expect(await screen.findByText('No address added yet')).toBeInTheDocument();
    expect(screen.queryByText(/Khreshchatyk 22/)).not.toBeInTheDocument();
  });
});
