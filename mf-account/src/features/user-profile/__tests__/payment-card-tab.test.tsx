import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteCard, getDefaultCard, refreshSession, saveDefaultCard, type DefaultCard } from 'shared-ui';
import { makeUser } from '../../../test-utils/render-at';
import { logOutLocally, renderProfile } from './render-profile';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  refreshSession: jest.fn(),
  getDefaultCard: jest.fn(),
  saveDefaultCard: jest.fn(),
  deleteCard: jest.fn(),
}));
jest.setTimeout(20_000);

const mockedGet = jest.mocked(getDefaultCard);
const mockedSave = jest.mocked(saveDefaultCard);
const mockedDelete = jest.mocked(deleteCard);

const visa: DefaultCard = {
  brand: 'visa',
  last4: '4242',
  cardExpiryDate: '12/30',
  expiryMonth: 12,
  expiryYear: 2030,
  paymentMethodId: 'pm_test_visa',
};

function storedText(): string {
  const all: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i += 1) all.push(storage.getItem(storage.key(i)!) ?? '');
  }
  return all.join('\n') + document.cookie;
}

describe('Payment Card tab', () => {
  beforeEach(() => {
    jest.mocked(refreshSession).mockResolvedValue(makeUser());
    mockedGet.mockReset();
    mockedSave.mockReset();
    mockedDelete.mockReset();
  });
  afterEach(logOutLocally);

  it('formats the number in four groups of four and the expiry as MM/YY while typing', async () => {
    mockedGet.mockResolvedValue(null);
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/paymentCard');
    expect(await screen.findByRole('heading', { name: 'Add a new card' })).toBeInTheDocument();
    const number = screen.getByLabelText('Card Number');
    await user.type(number, '42424242424242429999');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    const expiry = screen.getByLabelText('Expiry Date');
    await user.type(expiry, '1230');
    expect(expiry).toHaveValue('12/30');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    const cvv = screen.getByLabelText('CVV');
    await user.type(cvv, '12a34');
    expect(cvv).toHaveValue('123');
    expect(cvv).toHaveAttribute('autocomplete', 'cc-csc');
  });

  it('sends nothing unless all three fields are valid', async () => {
    mockedGet.mockResolvedValue(null);
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/paymentCard');
    await user.type(await screen.findByLabelText('Card Number'), '4242424242424241');
    await user.type(screen.getByLabelText('Expiry Date'), '1330');
    await user.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText('Invalid card number')).toBeInTheDocument();
    expect(screen.getByText('Invalid expiry date format')).toBeInTheDocument();
    expect(screen.getByText('CVV is required')).toBeInTheDocument();
    expect(mockedSave).not.toHaveBeenCalled();
  });

  it('saves the card, then shows it masked with its brand and expiry, and keeps no number in storage', async () => {
    mockedGet.mockResolvedValue(null);
    mockedSave.mockResolvedValue(visa);
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/paymentCard');
    await user.type(await screen.findByLabelText('Card Number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry Date'), '1230');
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Save Card' }));

    expect(await screen.findByText('•••• •••• •••• 4242')).toBeInTheDocument();
    expect(mockedSave).toHaveBeenCalledWith({
      cardNumber: '4242 4242 4242 4242',
      cardExpiryDate: '12/30',
      cardCVV: '123',
    });
    expect(screen.getByText('Visa')).toBeInTheDocument();
    expect(screen.getByText('Expires 12/30')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    expect(storedText()).not.toMatch(/4242 ?4242/);
  });

  it('deletes the saved card: "Card was successfully deleted" and the form is back', async () => {
    mockedGet.mockResolvedValue(visa);
    mockedDelete.mockResolvedValue({ message: 'Card was successfully deleted' });
    const user = userEvent.setup({ delay: null });
    renderProfile('/userProfile/paymentCard');
    expect(await screen.findByText('•••• •••• •••• 4242')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Card' }));
    expect(await screen.findByText('Card was successfully deleted')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add a new card' })).toBeInTheDocument();
    expect(screen.queryByText('•••• •••• •••• 4242')).not.toBeInTheDocument();
  });
});
