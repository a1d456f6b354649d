import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { BACK_IN_STOCK_PATHS } from 'contracts/schemas';
import { ApiRequestError, apiClient, sessionAtom } from 'shared-ui/state';
import { requestPath } from '../api/request-back-in-stock';
import { BackInStockOffer } from '../components/back-in-stock-offer';

jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  apiClient: { post: jest.fn() },
}));
const post = jest.mocked(apiClient.post);

beforeEach(() => {
  post.mockReset();
  getDefaultStore().set(sessionAtom, { isLogged: false, user: null });
});

it('asks the API at the path contracts names (written out in the page so yup never loads with it)', () => {
  expect(requestPath('100003')).toBe(BACK_IN_STOCK_PATHS.request.replace(':id', '100003'));
});

it('offers nothing when no size of the colour is sold out', () => {
  const { container } = render(<BackInStockOffer productId="100003" color="green" soldOut={[]} />);
  expect(container).toBeEmptyDOMElement();
});

it('a guest gives her e-mail for a sold-out size and is told what will happen', async () => {
  post.mockResolvedValue({
    data: { message: 'We will e-mail ola@example.com once when size L in green is back.' },
  } as never);
  render(<BackInStockOffer productId="100003" color="green" soldOut={['m', 'l']} />);
  expect(screen.getByText('Sold out in green: M, L.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Email me when L is back' }));
  const field = await screen.findByLabelText('Your e-mail');
  await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  await userEvent.type(field, 'ola@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(post).toHaveBeenCalledWith('/products/100003/back-in-stock', {
    color: 'green',
    size: 'l',
    email: 'ola@example.com',
  });
  expect(await screen.findByRole('status')).toHaveTextContent(
    'We will e-mail ola@example.com once when size L in green is back.',
  );
});

it('a logged-in customer is signed up with one click, without giving an address', async () => {
  getDefaultStore().set(sessionAtom, { isLogged: true, user: { id: 'c1', firstName: 'Ola' } } as never);
  post.mockResolvedValue({
    data: { message: 'We will e-mail ola@example.com once when size M in green is back.' },
  } as never);
  render(<BackInStockOffer productId="100003" color="green" soldOut={['m']} />);
  await userEvent.click(await screen.findByRole('button', { name: "Email me when it's back" }));
  expect(post).toHaveBeenCalledWith('/products/100003/back-in-stock', { color: 'green', size: 'm' });
  expect(screen.queryByLabelText('Your e-mail')).not.toBeInTheDocument();
  expect(await screen.findByRole('status')).toHaveTextContent('size M in green is back');
});

it("shows the server's reason when it refuses (the size came back meanwhile)", async () => {
  getDefaultStore().set(sessionAtom, { isLogged: true, user: { id: 'c1', firstName: 'Ola' } } as never);
  post.mockRejectedValue(
    new ApiRequestError('response', 'Request failed with status code 409', {
      status: 409,
      body: { error: 'This size is in stock: add it to your bag.' },
    }),
  );
  render(<BackInStockOffer productId="100003" color="green" soldOut={['m']} />);
  await userEvent.click(await screen.findByRole('button', { name: "Email me when it's back" }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This size is in stock: add it to your bag.');
});
