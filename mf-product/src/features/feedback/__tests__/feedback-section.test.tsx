import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserQueryClient, clearSession, setSessionUser } from 'shared-ui/state';
import { deferred, installFakeApi, type FakeReply } from './fake-api';
import { listOf, makeEntry, renderFeedback, shopper } from './fixtures';

afterEach(() => clearSession());

function answerList(list: ReturnType<typeof listOf>) {
  return installFakeApi(() => ({ status: 200, data: list }));
}

describe('ProductFeedback: the list', () => {
  it("asks the API for this product's feedback and shows the entries in its order (newest first)", async () => {
    const newest = makeEntry({ content: 'Wore it to a wedding.', customerName: 'Iryna', customerSurname: 'Bondar' });
    const older = makeEntry({ content: 'Lovely colour.', rate: 5 });
    const requests = answerList(listOf([newest, older]));
    renderFeedback();
    const list = await screen.findByRole('list', { name: 'Feedbacks' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Iryna B.');
    expect(items[0]).toHaveTextContent('Wore it to a wedding.');
    expect(items[1]).toHaveTextContent('Lovely colour.');
    expect(within(items[1]).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/comments/product/id?productId=100001',
    ]);
  });

  it("renders a feedback's text as text: markup shows as the characters typed", async () => {
    const content = '<script>window.hacked = true</script><b>bold?</b> <img src=x onerror="alert(1)">';
    answerList(listOf([makeEntry({ content })]));
    const { container } = renderFeedback();
    expect(await screen.findByText(content)).toBeInTheDocument();
    expect(container.querySelector('script, b, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows the average as stars with the figure and the count', async () => {
    answerList(listOf([makeEntry({ rate: 5 }), makeEntry({ rate: 4 }), makeEntry({ rate: 4 })]));
    renderFeedback();
    const summary = await screen.findByTestId('feedback-summary');
    expect(within(summary).getByRole('img', { name: 'Average rating 4.3 out of 5' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('4.3');
    expect(summary).toHaveTextContent('Based on 3 feedbacks');
    // 4.3 of 5 stars filled.
    expect(within(summary).getByTestId('rating-fill')).toHaveStyle({ width: '86%' });
  });

  it('says "1 feedback" for one, and "No feedback yet." with no list for none', async () => {
    answerList(listOf([makeEntry({ rate: 3 })]));
    const { unmount } = renderFeedback();
    expect(await screen.findByText('Based on 1 feedback')).toBeInTheDocument();
    unmount();
    // Another tab (this one keeps the product's list for its next visit).
    browserQueryClient.clear();
    answerList(listOf([]));
    renderFeedback();
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Feedbacks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /See all/i })).not.toBeInTheDocument();
  });

  it('does not scroll with 2 entries and offers no "See All Feedbacks"', async () => {
    answerList(listOf([makeEntry(), makeEntry()]));
    renderFeedback();
    await screen.findByRole('list', { name: 'Feedbacks' });
    expect(screen.queryByRole('region', { name: 'Feedbacks, scrollable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /See all/i })).not.toBeInTheDocument();
  });

  it('scrolls from 3 entries in a focusable box, which holds three: no "See all" button for three', async () => {
    answerList(listOf([makeEntry(), makeEntry(), makeEntry()]));
    renderFeedback();
    const box = await screen.findByRole('region', { name: 'Feedbacks, scrollable' });
    expect(box).toHaveStyle({ overflowY: 'auto' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(within(box).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /See all/i })).not.toBeInTheDocument();
  });

  it('offers "See all 12 feedbacks" when the box hides some, and shows them all in the page', async () => {
    const user = userEvent.setup({ delay: null });
    answerList(listOf(Array.from({ length: 12 }, () => makeEntry())));
    renderFeedback();
    const box = await screen.findByRole('region', { name: 'Feedbacks, scrollable' });
    expect(within(box).getAllByRole('listitem')).toHaveLength(12);

    const seeAll = screen.getByRole('button', { name: 'See all 12 feedbacks' });
    expect(seeAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(seeAll);
    expect(screen.queryByRole('region', { name: 'Feedbacks, scrollable' })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Feedbacks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    const fewer = screen.getByRole('button', { name: 'Show Fewer Feedbacks' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(fewer).toHaveAttribute('aria-controls', list.id);

    await user.click(fewer);
    expect(screen.getByRole('region', { name: 'Feedbacks, scrollable' })).toBeInTheDocument();
  });

  it('shows a spinner while loading, and a retry when the list could not be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    const first = deferred<FakeReply>();
    let calls = 0;
    installFakeApi(() => {
      calls += 1;
      return calls === 1 ? first.promise : { status: 200, data: listOf([makeEntry({ content: 'Back again.' })]) };
    });
    renderFeedback();
    expect(screen.getByRole('status')).toHaveTextContent('Loading feedback');
    first.resolve({ status: 500, data: { error: 'Internal Server Error' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the feedback.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again.')).toBeInTheDocument();
  });
});

describe('ProductFeedback: who may leave feedback', () => {
  it("asks a guest to log in, with Log In going to /login and carrying this page's address back", async () => {
    const user = userEvent.setup({ delay: null });
    answerList(listOf([makeEntry()]));
    renderFeedback('/100001?color=beige&size=m');
    expect(screen.getByText('Please log in to leave feedback.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Feedback' })).not.toBeInTheDocument();
    const logIn = screen.getByRole('link', { name: 'Log In' });
    expect(logIn).toHaveAttribute('href', '/login?returnTo=%2F100001%3Fcolor%3Dbeige%26size%3Dm');

    await user.click(logIn);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    const location = screen.getByTestId('location').textContent ?? '';
    expect(new URLSearchParams(location.split('?')[1]).get('returnTo')).toBe('/100001?color=beige&size=m');
  });

  it('offers a logged-in shopper "Leave Feedback" and no login prompt', async () => {
    setSessionUser(shopper);
    answerList(listOf([makeEntry()]));
    renderFeedback();
    expect(screen.getByRole('button', { name: 'Leave Feedback' })).toBeInTheDocument();
    expect(screen.queryByText('Please log in to leave feedback.')).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Feedbacks' });
  });

  it('swaps the prompt for the button when the shopper logs in on another part of the page', async () => {
    answerList(listOf([]));
    renderFeedback();
    expect(screen.getByText('Please log in to leave feedback.')).toBeInTheDocument();
    await screen.findByText('No feedback yet.');
    act(() => setSessionUser(shopper));
    expect(await screen.findByRole('button', { name: 'Leave Feedback' })).toBeInTheDocument();
  });
});
