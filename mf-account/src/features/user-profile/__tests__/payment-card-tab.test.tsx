import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { browserQueryClient, refreshSession, type DefaultCard } from 'shared-ui/state';
import { defaultCardKey, loadStripeWith, deleteCard, getDefaultCard, saveDefaultCard } from 'shared-ui';
import { makeUser } from '../../../test-utils/render-at';
import { logOutLocally, renderProfile } from './render-profile';

jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  refreshSession: jest.fn(),
}));
// The card form's loader, which the kit's useCardProcessor calls by its module (loadStripeWith has its own tests).
jest.mock('shared-ui/src/payments/load-stripe', () => ({ loadStripeWith: jest.fn() }));
jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getDefaultCard: jest.fn(),
  saveDefaultCard: jest.fn(),
  deleteCard: jest.fn(),
}));

// The processor's card element is an iframe from its own origin (covered by the API's processor tests
// and the Playwright journeys); here a stand-in reports the element's change events.
let reportCardChange: (event: Partial<StripeCardElementChangeEvent>) => void = () => {};
const cardElement = { id: 'card-element' };
const createPaymentMethod = jest.fn();
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: ({ onChange }: { onChange: (event: Partial<StripeCardElementChangeEvent>) => void }) => {
    reportCardChange = onChange;
    return <div data-testid="card-element" />;
  },
  useStripe: () => ({ createPaymentMethod }),
  useElements: () => ({ getElement: () => cardElement }),
}));
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

const mockedGet = jest.mocked(getDefaultCard);
const mockedSave = jest.mocked(saveDefaultCard);
const mockedDelete = jest.mocked(deleteCard);
const mockedLoad = jest.mocked(loadStripeWith);

const visa: DefaultCard = {
  brand: 'visa',
  last4: '4242',
  cardExpiryDate: '12/30',
  expiryMonth: 12,
  expiryYear: 2030,
  paymentMethodId: 'pm_test_visa',
};

async function cardFormShown() {
  expect(await screen.findByRole('heading', { name: 'Add a new card' })).toBeInTheDocument();
  expect(await screen.findByTestId('card-element')).toBeInTheDocument();
}

/** The Payment Card tab with no card saved: a complete Visa typed into the processor's form and saved. */
async function saveVisaFromEmptyTab() {
  mockedGet.mockResolvedValue(null);
  mockedSave.mockResolvedValue(visa);
  createPaymentMethod.mockResolvedValue({ paymentMethod: { id: 'pm_test_visa' } });
  const user = userEvent.setup({ delay: null });
  renderProfile('/userProfile/paymentCard');
  await cardFormShown();
  reportCardChange({ complete: true });
  await user.click(await screen.findByRole('button', { name: 'Save Card' }));
  return user;
}

describe('Payment Card tab', () => {
  beforeEach(() => {
    jest.mocked(refreshSession).mockResolvedValue(makeUser());
    mockedGet.mockReset();
    mockedSave.mockReset();
    mockedDelete.mockReset();
    createPaymentMethod.mockReset();
    mockedLoad.mockResolvedValue({} as Awaited<ReturnType<typeof loadStripeWith>>);
  });
  afterEach(logOutLocally);

  it('sends nothing while the card is incomplete', async () => {
    mockedGet.mockResolvedValue(null);
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/paymentCard');
    await cardFormShown();
    const save = screen.getByRole('button', { name: 'Save Card' });
    expect(save).toBeDisabled();
    reportCardChange({ complete: false, error: { type: 'validation_error', code: 'x', message: 'Invalid CVV' } });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(createPaymentMethod).not.toHaveBeenCalled();
    expect(mockedSave).not.toHaveBeenCalled();
  });

  it('saves the card at the processor, sends only its id to the API, then shows it masked', async () => {
    await saveVisaFromEmptyTab();

    expect(await screen.findByText('•••• •••• •••• 4242')).toBeInTheDocument();
    expect(createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: cardElement });
    expect(mockedSave).toHaveBeenCalledWith('pm_test_visa');
    expect(screen.getByText('Visa')).toBeInTheDocument();
    expect(screen.getByText('Expires 12/30')).toBeInTheDocument();
    expect(screen.getByText('Your card has been saved.')).toBeInTheDocument();
  });

  it('shows the processor’s refusal and sends nothing to the API', async () => {
    mockedGet.mockResolvedValue(null);
    createPaymentMethod.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/paymentCard');
    await cardFormShown();
    reportCardChange({ complete: true });
    await user.click(await screen.findByRole('button', { name: 'Save Card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(mockedSave).not.toHaveBeenCalled();
  });

  it('says so when the shop takes no card payments', async () => {
    mockedGet.mockResolvedValue(null);
    mockedLoad.mockResolvedValue(null);
    renderProfile('/userProfile/paymentCard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cards cannot be saved right now: the shop is not taking card payments.',
    );
    expect(screen.queryByTestId('card-element')).not.toBeInTheDocument();
  });

  it('says the card form could not be loaded when the processor did not load', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedGet.mockResolvedValue(null);
    mockedLoad.mockRejectedValue(new Error('script failed'));
    renderProfile('/userProfile/paymentCard');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card form could not be loaded. Please check your connection and reload the page.',
    );
    expect(screen.queryByTestId('card-element')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('deletes the saved card: "Card was successfully deleted" and the form is back', async () => {
    mockedGet.mockResolvedValue(visa);
    mockedDelete.mockResolvedValue({ message: 'Card was successfully deleted' });
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/paymentCard');
    expect(await screen.findByText('•••• •••• •••• 4242')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Card' }));
    expect(await screen.findByText('Card was successfully deleted')).toBeInTheDocument();
    await cardFormShown();
    expect(screen.queryByText('•••• •••• •••• 4242')).not.toBeInTheDocument();
  });

  it('after saving a card the tab shows it on coming back, without asking again, and /payment reads it', async () => {
    const user = await saveVisaFromEmptyTab();
    await screen.findByText('•••• •••• •••• 4242');

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(screen.getByRole('link', { name: 'Payment Card' }));
    expect(await screen.findByText('•••• •••• •••• 4242')).toBeInTheDocument();
    expect(mockedGet).toHaveBeenCalledTimes(1);
    // The checkout's /payment reads the same key (shared-ui's contract).
    expect(browserQueryClient.getQueryData(defaultCardKey('u-1'))).toEqual(visa);
  });

  it('after deleting the card the tab shows the form on coming back, without asking again', async () => {
    mockedGet.mockResolvedValue(visa);
    mockedDelete.mockResolvedValue({ message: 'Card was successfully deleted' });
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/paymentCard');
    await user.click(await screen.findByRole('button', { name: 'Delete Card' }));
    await screen.findByText('Card was successfully deleted');

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(screen.getByRole('link', { name: 'Payment Card' }));
    await cardFormShown();
    expect(screen.queryByText('•••• •••• •••• 4242')).not.toBeInTheDocument();
    expect(mockedGet).toHaveBeenCalledTimes(1);
    expect(browserQueryClient.getQueryData(defaultCardKey('u-1'))).toBeNull();
  });
});
