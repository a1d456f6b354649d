import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserQueryClient, refreshSession } from 'shared-ui/state';
import {
  defaultAddressKey,
  subscribeToNewsletter,
  addAddress,
  getDefaultAddress,
  updateAddress,
  useCartQuote,
} from 'shared-ui';
import { shippingDetailsAtom } from '../../../state/checkout';
import {
  apiError,
  makeUser,
  renderStep,
  resetCheckout,
  savedAddress,
  seed,
  store,
} from '../../../test-utils/checkout-test-kit';
import { useFakeCartQuote } from '../../cart/__tests__/fake-quote';
import { ShippingInfoPage } from '../views/shipping-info-page';

jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  refreshSession: jest.fn(),
}));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  subscribeToNewsletter: jest.fn(),
  useCartQuote: jest.fn(),
  getDefaultAddress: jest.fn(),
  addAddress: jest.fn(),
  updateAddress: jest.fn(),
}));
// 20 s was not enough beside CI's other lanes on a slow 2-core machine (the format-messages test types into every field).
jest.setTimeout(60_000);

const BAG = ['100001/blue/m/1'];
const user = makeUser();

beforeEach(() => {
  jest.mocked(useCartQuote).mockImplementation(useFakeCartQuote);
  jest.mocked(refreshSession).mockResolvedValue(user);
  jest.mocked(getDefaultAddress).mockReset().mockResolvedValue(savedAddress);
  jest.mocked(addAddress).mockReset();
  jest.mocked(updateAddress).mockReset();
  jest.mocked(subscribeToNewsletter).mockReset();
  // The page logs refused requests (without personal data); the tests check what the shopper sees.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  resetCheckout();
  jest.mocked(console.error).mockRestore();
});

const field = (label: string) => screen.getByLabelText(label);

async function openInfo(shopper = user, items = BAG) {
  seed(shopper, items);
  renderStep('/info', <ShippingInfoPage />);
  await screen.findByRole('form', { name: 'Shipping information' });
}

describe('/info for a guest', () => {
  it('says "Not logged in" with a Log In link back to /info, and sends nothing', async () => {
    jest.mocked(refreshSession).mockResolvedValue(null);
    seed(null, BAG);
    renderStep('/info', <ShippingInfoPage />);
    expect(await screen.findByRole('heading', { name: 'Not logged in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?returnTo=/info');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue Shipping' })).not.toBeInTheDocument();
    expect(getDefaultAddress).not.toHaveBeenCalled();
    expect(addAddress).not.toHaveBeenCalled();
    expect(subscribeToNewsletter).not.toHaveBeenCalled();
  });
});

describe('/info prefill', () => {
  it('fills the form from the default address', async () => {
    await openInfo();
    expect(field('Email')).toHaveValue('anna.home@example.com');
    expect(field('First Name')).toHaveValue('Anna');
    expect(field('Last Name')).toHaveValue('Koval');
    expect(field('Address')).toHaveValue('Khreshchatyk 22');
    expect(field('Apartment')).toHaveValue('5');
    expect(field('City')).toHaveValue('Kyiv');
    expect(field('Country')).toHaveValue('Ukraine');
    expect(field('Postal Code')).toHaveValue('01-001');
    expect(field('Phone')).toHaveValue('0501234567');
    expect(field('Company')).toHaveValue('');
    expect(field('Save this information for next time')).not.toBeChecked();
    expect(field('Email me with news and offers')).not.toBeChecked();
  });

  it('fills name, e-mail and phone from the profile when no address is saved', async () => {
    jest.mocked(getDefaultAddress).mockResolvedValue(null);
    await openInfo();
    expect(field('Email')).toHaveValue('anna@example.com');
    expect(field('First Name')).toHaveValue('Anna');
    expect(field('Phone')).toHaveValue('0671112233');
    expect(field('Address')).toHaveValue('');
  });

  it('shows the order summary with the quote’s total', async () => {
    await openInfo();
    const summary = within(screen.getByRole('region', { name: 'Order Summary' }));
    expect(summary.getByRole('list', { name: 'Items in your order' })).toHaveTextContent('Linen Wrap Dress');
    expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('$141.84');
    expect(screen.getByRole('link', { name: 'Return To Cart' })).toHaveAttribute('href', '/cart');
  });
});

describe('/info validation (spec section 5, Shipping form)', () => {
  it('shows the "required" messages and focuses the first field with an error', async () => {
    jest.mocked(getDefaultAddress).mockResolvedValue(null);
    await openInfo(makeUser({ firstName: '', lastName: '', email: '', phoneNumber: null }));
    const userEvents = userEvent.setup({ delay: null });
    await userEvents.click(screen.getByRole('button', { name: 'Continue Shipping' }));
    for (const [label, message] of [
      ['Email', 'Email is required'],
      ['First Name', 'First Name is required'],
      ['Last Name', 'Last Name is required'],
      ['Address', 'Address is required'],
      ['City', 'City is required'],
      ['Country', 'Country is required'],
      ['Postal Code', 'Postal Code is required'],
      ['Phone', 'Phone number is required'],
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field('Company')).not.toHaveAttribute('aria-invalid');
    expect(field('Apartment')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(field('Email')).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent('/info');
  });

  it('shows the spec’s format messages', async () => {
    await openInfo();
    const userEvents = userEvent.setup({ delay: null });
    const replace = async (label: string, text: string) => {
      await userEvents.clear(field(label));
      await userEvents.type(field(label), text);
    };
    await replace('Email', 'anna@mail');
    await replace('First Name', 'Ann4');
    await replace('Last Name', 'K0val');
    await replace('City', 'Kyiv 1');
    await replace('Country', 'Ukra1ne');
    await replace('Postal Code', '01001');
    await replace('Phone', '050123');
    await userEvents.click(screen.getByRole('button', { name: 'Continue Shipping' }));
    for (const message of [
      'Invalid email address',
      'First Name cannot contain numbers or special symbols',
      'Last Name cannot contain numbers or special symbols',
      'City cannot contain numbers or special symbols',
      'Country cannot contain numbers or special symbols',
      'Postal Code must be in the format **-***',
      'Phone number must be exactly 10 digits',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(field('Email')).toHaveFocus());
  });
});

describe('/info and another shopper', () => {
  it('never shows one shopper’s kept details to the next one logged in on the same page', async () => {
    seed(user, BAG);
    store.set(shippingDetailsAtom, { ...savedAddress, city: 'Lviv' });
    jest.mocked(getDefaultAddress).mockResolvedValue(null);
    const next = makeUser({ id: 'u-2', _id: 'u-2', firstName: 'Iryna', email: 'iryna@example.com' });
    jest.mocked(refreshSession).mockResolvedValue(next);
    await openInfo(next);
    expect(field('City')).toHaveValue('');
    expect(field('Email')).toHaveValue('iryna@example.com');
  });
});

describe('/info "Continue Shipping"', () => {
  it('keeps the details for the tab (never in localStorage) and goes to /payment, sending nothing when no box is ticked', async () => {
    await openInfo();
    const userEvents = userEvent.setup({ delay: null });
    await userEvents.type(field('Company'), 'Vesna Studio');
    await userEvents.click(screen.getByRole('button', { name: 'Continue Shipping' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment'));
    const { userId: _userId, default: _default, ...details } = savedAddress;
    expect(store.get(shippingDetailsAtom)).toEqual({ ...details, company: 'Vesna Studio' });
    expect(updateAddress).not.toHaveBeenCalled();
    expect(addAddress).not.toHaveBeenCalled();
    expect(subscribeToNewsletter).not.toHaveBeenCalled();
    expect(JSON.stringify(localStorage)).not.toContain('Khreshchatyk');
    // For this tab only, so Retry from /failed after a reload still has them (cleared on success and logout).
    expect(JSON.stringify(sessionStorage)).toContain('Khreshchatyk');
  });

  it('saves the address as the default and subscribes the e-mail when both boxes are ticked', async () => {
    jest.mocked(updateAddress).mockResolvedValue({ address: savedAddress, message: 'ok' });
    jest.mocked(subscribeToNewsletter).mockResolvedValue({ message: 'Subscribed' });
    await openInfo();
    const userEvents = userEvent.setup({ delay: null });
    await userEvents.clear(field('Address'));
    await userEvents.type(field('Address'), 'Volodymyrska 10');
    await userEvents.click(field('Save this information for next time'));
    await userEvents.click(field('Email me with news and offers'));
    await userEvents.click(screen.getByRole('button', { name: 'Continue Shipping' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment'));
    const { userId: _userId, ...address } = savedAddress;
    expect(updateAddress).toHaveBeenCalledWith({ ...address, addressLine1: 'Volodymyrska 10', default: true });
    expect(addAddress).not.toHaveBeenCalled();
    expect(subscribeToNewsletter).toHaveBeenCalledWith({ email: 'anna.home@example.com', agreement: true });
  });

  it('adds the address when none was saved yet', async () => {
    jest.mocked(getDefaultAddress).mockResolvedValue(null);
    jest.mocked(addAddress).mockResolvedValue({ address: savedAddress, message: 'ok' });
    await openInfo();
    const userEvents = userEvent.setup({ delay: null });
    await userEvents.type(field('Address'), 'Khreshchatyk 22');
    await userEvents.type(field('Apartment'), '5');
    await userEvents.type(field('City'), 'Kyiv');
    await userEvents.type(field('Country'), 'Ukraine');
    await userEvents.type(field('Postal Code'), '01-001');
    await userEvents.click(field('Save this information for next time'));
    await userEvents.click(screen.getByRole('button', { name: 'Continue Shipping' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment'));
    expect(addAddress).toHaveBeenCalledWith(
      expect.objectContaining({ addressLine1: 'Khreshchatyk 22', default: true }),
    );
  });

  it('stays with the server’s message when the address could not be saved', async () => {
    jest
      .mocked(updateAddress)
      .mockRejectedValue(
        apiError(400, { error: 'Invalid address', fields: { addressLine2: 'Apartment can only contain numbers' } }),
      );
    await openInfo();
    const userEvents = userEvent.setup({ delay: null });
    await userEvents.clear(field('Apartment'));
    await userEvents.type(field('Apartment'), 'Flat B');
    await userEvents.click(field('Save this information for next time'));
    await userEvents.click(screen.getByRole('button', { name: 'Continue Shipping' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save this information for next time: Invalid address',
    );
    expect(screen.getByText('Apartment can only contain numbers')).toBeInTheDocument();
    await waitFor(() => expect(field('Apartment')).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent('/info');
    expect(store.get(shippingDetailsAtom)).toBeNull();
  });

  it('goes on to /payment with a toast when the newsletter refuses', async () => {
    jest.mocked(subscribeToNewsletter).mockRejectedValue(apiError(500, { error: 'Down' }));
    await openInfo();
    const userEvents = userEvent.setup({ delay: null });
    await userEvents.click(field('Email me with news and offers'));
    await userEvents.click(screen.getByRole('button', { name: 'Continue Shipping' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment'));
    expect(await screen.findByText('Failed to subscribe. Please try again.')).toBeInTheDocument();
  });

  it('starts from the details kept in memory when the shopper comes back', async () => {
    seed(user, BAG);
    store.set(shippingDetailsAtom, { ...savedAddress, city: 'Lviv', company: 'Vesna Studio' });
    await openInfo();
    expect(field('City')).toHaveValue('Lviv');
    expect(field('Company')).toHaveValue('Vesna Studio');
  });

  it('after saving the address, /payment and the account show the new one without asking again', async () => {
    const { userId: _userId, ...address } = savedAddress;
    jest
      .mocked(updateAddress)
      .mockImplementation(async (input) => ({ address: { ...savedAddress, ...input }, message: 'ok' }));
    await openInfo();
    const userEvents = userEvent.setup({ delay: null });
    await userEvents.clear(field('Address'));
    await userEvents.type(field('Address'), 'Volodymyrska 10');
    await userEvents.click(field('Save this information for next time'));
    await userEvents.click(screen.getByRole('button', { name: 'Continue Shipping' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/payment'));
    // The default address both read (shared-ui's key) is the server's answer to the save.
    expect(browserQueryClient.getQueryData(defaultAddressKey(user.id))).toEqual({
      ...address,
      userId: 'u-1',
      addressLine1: 'Volodymyrska 10',
    });
    expect(browserQueryClient.getQueryState(defaultAddressKey(user.id))?.isInvalidated).toBe(false);
    expect(getDefaultAddress).toHaveBeenCalledTimes(1);
  });
});
