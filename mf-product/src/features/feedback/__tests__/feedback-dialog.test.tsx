import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setSessionUser } from 'shared-ui/state';
import { installFakeApi, type FakeReply, type SeenRequest } from './fake-api';
import { listOf, makeEntry, renderFeedback, shopper } from './fixtures';

jest.setTimeout(20_000);

beforeEach(() => act(() => setSessionUser(shopper)));
afterEach(() => {
  act(() => clearSession());
  jest.useRealTimers();
});

const CONTENT_MESSAGE = 'Describe your experience with the Vesna product';

/** The API: GET answers `lists` one after the other (the last one again), POST answers `saved`. */
function fakeFeedbackApi(lists: ReturnType<typeof listOf>[], saved: (request: SeenRequest) => FakeReply) {
  let reads = 0;
  return installFakeApi((request) => {
    if (request.method === 'POST') return saved(request);
    const list = lists[Math.min(reads, lists.length - 1)];
    reads += 1;
    return { status: 200, data: list };
  });
}

const gets = (requests: SeenRequest[]) => requests.filter((request) => request.method === 'GET');
const posts = (requests: SeenRequest[]) => requests.filter((request) => request.method === 'POST');

async function openDialog(user: ReturnType<typeof userEvent.setup>, name = 'Leave Feedback') {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe('the leave-feedback dialog', () => {
  it('says "Please rate Linen Wrap Dress" and the Vesna text message when sent empty, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = fakeFeedbackApi([listOf([])], () => ({ status: 201 }));
    renderFeedback();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    expect(await within(dialog).findByText('Please rate Linen Wrap Dress')).toBeInTheDocument();
    expect(within(dialog).getByText(CONTENT_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'Your rating of Linen Wrap Dress' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByLabelText('Your feedback')).toHaveAccessibleDescription(CONTENT_MESSAGE);
    expect(posts(requests)).toHaveLength(0);
  });

  it('says "Rating is required" once a chosen rating is cleared (the chosen star clicked again)', async () => {
    const user = userEvent.setup({ delay: null });
    fakeFeedbackApi([listOf([])], () => ({ status: 201 }));
    renderFeedback();
    const dialog = await openDialog(user);
    const three = within(dialog).getByRole('radio', { name: '3 stars' });
    await user.click(three);
    expect(three).toBeChecked();
    expect(within(dialog).queryByText('Rating is required')).not.toBeInTheDocument();
    await user.click(three);
    expect(three).not.toBeChecked();
    expect(await within(dialog).findByText('Rating is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup')).toHaveAccessibleDescription('Rating is required');
  });

  it('is rated from the keyboard: arrows move and choose, Space keeps, Delete clears, Tab moves on', async () => {
    const user = userEvent.setup({ delay: null });
    fakeFeedbackApi([listOf([])], () => ({ status: 201 }));
    renderFeedback();
    const dialog = await openDialog(user);
    const radios = within(dialog).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    // The dialog puts focus on its first control: the first star.
    expect(radios[0]).toHaveFocus();
    await user.keyboard(' ');
    expect(radios[0]).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(radios[3]).toHaveFocus();
    expect(radios[3]).toBeChecked();
    expect(radios.filter((radio) => radio.checked)).toHaveLength(1);
    await user.keyboard('{ArrowLeft}');
    expect(radios[2]).toBeChecked();
    // Space on the chosen star keeps it.
    await user.keyboard(' ');
    expect(radios[2]).toBeChecked();
    await user.keyboard('{Delete}');
    expect(radios.some((radio) => radio.checked)).toBe(false);
    expect(await within(dialog).findByText('Rating is required')).toBeInTheDocument();
    // Tab leaves the group for the text.
    await user.keyboard('{ArrowRight}');
    await user.tab();
    expect(within(dialog).getByLabelText('Your feedback')).toHaveFocus();
  });

  it('sends the rating and text, says "Thank you for your feedback!" for 4 s, closes and shows the refetched list', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const mine = makeEntry({ userId: shopper.id, customerName: 'Olena', customerSurname: 'Koval', rate: 4 });
    const requests = fakeFeedbackApi(
      [listOf([makeEntry()]), listOf([{ ...mine, content: 'Fits true to size.' }])],
      () => ({
        status: 201,
        data: { comment: mine, created: true },
      }),
    );
    renderFeedback();
    await screen.findByRole('list', { name: 'Feedbacks' });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Your feedback'), 'Fits true to size.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your feedback!').closest('[role]')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(requests).map((request) => request.body)).toEqual([
      { productId: '100001', rate: 4, content: 'Fits true to size.' },
    ]);
    expect(await screen.findByText('Fits true to size.')).toBeInTheDocument();
    expect(gets(requests)).toHaveLength(2);
    // The shopper's own entry is there now: the button edits it.
    expect(screen.getByRole('button', { name: 'Edit Your Feedback' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
  });

  it('says "Error submitting feedback" for 4 s when the API fails, closes and still refetches the list', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const requests = fakeFeedbackApi(
      [listOf([makeEntry({ content: 'Before.' })]), listOf([makeEntry({ content: 'After.' })])],
      () => ({
        status: 500,
        data: { error: 'Internal Server Error' },
      }),
    );
    renderFeedback();
    await screen.findByText('Before.');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await user.type(within(dialog).getByLabelText('Your feedback'), 'Too short for me.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error submitting feedback');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('After.')).toBeInTheDocument();
    expect(gets(requests)).toHaveLength(2);
    expect(posts(requests)).toHaveLength(1);

    act(() => jest.advanceTimersByTime(3900));
    expect(screen.getByText('Error submitting feedback')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Error submitting feedback')).not.toBeInTheDocument();
  });

  it("opens with the shopper's own feedback to edit it, and sends the change", async () => {
    const user = userEvent.setup({ delay: null });
    const mine = makeEntry({ userId: shopper.id, rate: 2, content: 'Runs small.' });
    const edited = { ...mine, rate: 3, content: 'Runs small; size up.', updatedAt: new Date().toISOString() };
    const requests = fakeFeedbackApi([listOf([makeEntry(), mine]), listOf([edited, makeEntry()])], () => ({
      status: 200,
      data: { comment: edited, created: false },
    }));
    renderFeedback();
    await screen.findByText('Runs small.');
    const dialog = await openDialog(user, 'Edit Your Feedback');
    expect(within(dialog).getByRole('radio', { name: '2 stars' })).toBeChecked();
    const text = within(dialog).getByLabelText('Your feedback');
    expect(text).toHaveValue('Runs small.');
    await user.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await user.clear(text);
    await user.type(text, 'Runs small; size up.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(requests).map((request) => request.body)).toEqual([
      { productId: '100001', rate: 3, content: 'Runs small; size up.' },
    ]);
    expect(await screen.findByText('Runs small; size up.')).toBeInTheDocument();
    expect(screen.queryByText('Runs small.')).not.toBeInTheDocument();
    expect(screen.getByText(/\(edited\)/)).toBeInTheDocument();
  });

  it('closes on Cancel without sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const requests = fakeFeedbackApi([listOf([])], () => ({ status: 201 }));
    renderFeedback();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Leave Feedback' })).toHaveFocus();
  });
});
