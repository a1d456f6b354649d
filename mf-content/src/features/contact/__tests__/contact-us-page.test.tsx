import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE, SHOP_EMAIL } from 'contracts';
import { Toaster } from 'shared-ui/state';
import { sendContactMessage } from 'shared-ui';
import { renderPage } from '../../../test/render-page';
import { ContactUsPage } from '../views/contact-us-page';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  sendContactMessage: jest.fn(),
}));
const send = jest.mocked(sendContactMessage);

function renderContact() {
  return renderPage(
    <>
      <ContactUsPage />
      <Toaster />
    </>,
    '/contactUs',
  );
}

/**
 * jsdom applies no media queries: it sees the small-screen styles, where the wide form is display:none.
 * Its queries therefore include hidden elements (the e2e suite checks which layout shows at which width).
 */
const hidden = { hidden: true } as const;
const wideForm = () => screen.getByRole('form', { name: 'Write Us', ...hidden });
const wideButton = (name: string) => within(wideForm()).getByRole('button', { name, ...hidden });

async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  const f = within(form);
  await user.type(f.getByLabelText('Full Name'), 'Olena Kovalenko');
  await user.type(f.getByLabelText('Email'), 'olena@example.com');
  await user.type(f.getByLabelText('Message'), 'Where is my order?');
  await user.click(f.getByRole('checkbox', hidden));
}

beforeEach(() => send.mockReset());
afterEach(() => jest.useRealTimers());

describe('ContactUsPage', () => {
  it('shows "Contact Us", the reply promise and the shop e-mail', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText(/within 1-2 business days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SHOP_EMAIL })).toHaveAttribute('href', `mailto:${SHOP_EMAIL}`);
    expect(document.title).toBe('Contact Us | Vesna');
  });

  it("shows the spec's messages for an empty submit and sends nothing", async () => {
    const user = userEvent.setup();
    renderContact();
    await user.click(wideButton('Send Message'));
    const form = within(wideForm());
    expect(await form.findByText('First Name is required')).toBeInTheDocument();
    expect(form.getByText('Email is required')).toBeInTheDocument();
    expect(form.getByText('Message is required')).toBeInTheDocument();
    expect(form.getByText('You have to submit our Privacy and Policy')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('links the privacy checkbox text to /policy', () => {
    renderContact();
    expect(within(wideForm()).getByRole('link', { name: 'Privacy Policy', ...hidden })).toHaveAttribute(
      'href',
      '/policy',
    );
  });

  it('shows "Sending..." disabled while sending, then the success notice for 4 s, and resets the form', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let finish: (value: { message: string }) => void = () => undefined;
    send.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    renderContact();
    await fill(user, wideForm());
    await user.click(wideButton('Send Message'));
    const sending = await within(wideForm()).findByRole('button', { name: 'Sending...', ...hidden });
    expect(sending).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      fullName: 'Olena Kovalenko',
      email: 'olena@example.com',
      message: 'Where is my order?',
      privacyPolicy: true,
    });

    await act(async () => finish({ message: CONTACT_SUCCESS_MESSAGE }));
    expect(await screen.findByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(within(wideForm()).getByLabelText('Full Name')).toHaveValue('');
    expect(within(wideForm()).getByRole('checkbox', hidden)).not.toBeChecked();

    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText(CONTACT_SUCCESS_MESSAGE)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText(CONTACT_SUCCESS_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows the failure notice and keeps what was typed when sending fails', async () => {
    const user = userEvent.setup();
    send.mockRejectedValue(new Error('429'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderContact();
    await fill(user, wideForm());
    await user.click(wideButton('Send Message'));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FAILURE_MESSAGE);
    expect(within(wideForm()).getByLabelText('Full Name')).toHaveValue('Olena Kovalenko');
    expect(wideButton('Send Message')).toBeEnabled();
  });

  it('narrow layout: subjects start collapsed, and the opened one is sent with the message', async () => {
    const user = userEvent.setup();
    send.mockResolvedValue({ message: CONTACT_SUCCESS_MESSAGE });
    renderContact();
    for (const subject of ['General Inquiry', 'Support', 'Feedback']) {
      expect(screen.getByRole('button', { name: subject })).toHaveAttribute('aria-expanded', 'false');
    }
    await user.click(screen.getByRole('button', { name: 'Support' }));
    expect(screen.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Write Us: Support' });
    await fill(user, form);
    await user.type(within(form).getByLabelText('Order Number (optional)'), ' 100042 ');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        fullName: 'Olena Kovalenko',
        email: 'olena@example.com',
        message: 'Where is my order?',
        privacyPolicy: true,
        orderNumber: '100042',
        subject: 'Support',
      }),
    );

    // Opening another subject closes this one: one form at a time.
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    expect(screen.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('form', { name: 'Write Us: Feedback' })).toBeInTheDocument();
  });
});
