import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { theme, subscribeToNewsletter } from 'shared-ui';
import userEvent from '@testing-library/user-event';
import { SUBSCRIBE_MESSAGE } from 'contracts';
import { NewsletterForm } from '../newsletter-form';
import { renderInShell } from '../../../test-utils/render-in-shell';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  subscribeToNewsletter: jest.fn(),
}));
const subscribeMock = subscribeToNewsletter as jest.MockedFunction<typeof subscribeToNewsletter>;

beforeEach(() => {
  subscribeMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const emailField = () => screen.getByLabelText('Email');
const agreement = () => screen.getByRole('checkbox');
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

describe('newsletter form', () => {
  it('keeps what was typed and ticked before it hydrated (it waits for idle), and sends that', async () => {
    const user = userEvent.setup();
    subscribeMock.mockResolvedValue({ message: SUBSCRIBE_MESSAGE });
    const ui = (
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <NewsletterForm />
        </MemoryRouter>
      </ThemeProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    // The shopper's input on the server's markup, before React takes the form over.
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'olena@example.com';
    container.querySelector<HTMLInputElement>('input[name="agreement"]')!.checked = true;
    render(ui, { container, hydrate: true });
    expect(emailField()).toHaveValue('olena@example.com');
    await user.click(subscribe());
    expect(await screen.findByRole('status')).toHaveTextContent(SUBSCRIBE_MESSAGE);
    expect(subscribeMock).toHaveBeenCalledWith({ email: 'olena@example.com', agreement: true });
  });

  it('shows "Invalid email address" and "You must agree before submitting" and sends nothing', async () => {
    const user = userEvent.setup();
    renderInShell(<NewsletterForm />);
    await user.type(emailField(), 'not-an-email');
    await user.click(subscribe());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('You must agree before submitting')).toBeInTheDocument();
    expect(subscribeMock).not.toHaveBeenCalled();
  });

  it('tells about a bad address as soon as the shopper leaves the field for the agreement', async () => {
    const user = userEvent.setup();
    renderInShell(<NewsletterForm />);
    await user.type(emailField(), 'not-an-email');
    await user.tab();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByText('You must agree before submitting')).not.toBeInTheDocument();
  });

  it('keeps Subscribe where it is while the pointer goes down on it, then validates on the click', async () => {
    const user = userEvent.setup();
    renderInShell(<NewsletterForm />);
    await user.type(emailField(), 'not-an-email');
    // Pointer down moves focus to the button: an error appearing now would shift the button away.
    await user.pointer({ keys: '[MouseLeft>]', target: subscribe() });
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: subscribe() });
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(subscribeMock).not.toHaveBeenCalled();
  });

  it("replaces the form with the server's message (the double opt-in's check-your-inbox text)", async () => {
    const user = userEvent.setup();
    subscribeMock.mockResolvedValue({ message: SUBSCRIBE_MESSAGE });
    renderInShell(<NewsletterForm />);
    await user.type(emailField(), 'olena@example.com');
    await user.click(agreement());
    await user.click(subscribe());
    expect(await screen.findByRole('status')).toHaveTextContent(SUBSCRIBE_MESSAGE);
    expect(subscribeMock).toHaveBeenCalledWith({ email: 'olena@example.com', agreement: true });
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('shows the error alert "Failed to subscribe. Please try again." when the request fails', async () => {
    const user = userEvent.setup();
    subscribeMock.mockRejectedValue(new Error('Network Error'));
    renderInShell(<NewsletterForm />);
    await user.type(emailField(), 'olena@example.com');
    await user.click(agreement());
    await user.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to subscribe. Please try again.');
    expect(subscribe()).toBeEnabled();
  });

  it('shows the same error alert when the server refuses with 429 (too many requests)', async () => {
    const user = userEvent.setup();
    subscribeMock.mockRejectedValue(Object.assign(new Error('Request failed with status code 429'), { status: 429 }));
    renderInShell(<NewsletterForm />);
    await user.type(emailField(), 'olena@example.com');
    await user.click(agreement());
    await user.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to subscribe. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('olena@example.com');
  });
});
