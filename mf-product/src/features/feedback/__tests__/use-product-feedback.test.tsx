import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred, installFakeApi, type FakeReply } from './fake-api';
import { listOf, makeEntry } from './fixtures';
import { useProductFeedback } from '../hooks/use-product-feedback';
import { browserQueryClient } from 'shared-ui/state';
import { productFeedbackQueryOptions } from 'shared-ui';

describe('productFeedbackQueryOptions', () => {
  it("is what a server loads too: the product's list from the API, and no feedback for an unknown product", async () => {
    const list = listOf([makeEntry({ content: 'Server side.' })]);
    const requests = installFakeApi((request) =>
      request.url.endsWith('999999')
        ? { status: 404, data: { error: 'Product not found' } }
        : { status: 200, data: list },
    );
    await expect(browserQueryClient.fetchQuery(productFeedbackQueryOptions('100002'))).resolves.toEqual(list);
    expect(requests[0].url).toBe('/api/comments/product/id?productId=100002');
    await expect(browserQueryClient.fetchQuery(productFeedbackQueryOptions('999999'))).resolves.toEqual({
      comments: [],
      average: null,
      count: 0,
    });
  });
});

describe('useProductFeedback', () => {
  it('cancels the request of the previous product and never shows its late answer', async () => {
    const first = deferred<FakeReply>();
    const second = listOf([makeEntry({ productId: '100002', content: 'For the second product.' })]);
    const requests = installFakeApi((request) =>
      request.url.endsWith('100001') ? first.promise : { status: 200, data: second },
    );
    const { result, rerender } = renderHook(({ id }) => useProductFeedback(id), { initialProps: { id: '100001' } });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(requests).toHaveLength(1));
    rerender({ id: '100002' });
    expect(requests[0].signal?.aborted).toBe(true);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // The first product's answer arrives late: it is not shown.
    first.resolve({ status: 200, data: listOf([makeEntry({ content: 'Stale.' })]) });
    await act(async () => {});
    expect(result.current).toMatchObject({ status: 'ready', list: second });
  });

  it('keeps the list on screen while a reload is on its way, cancels a reload overtaken by another, and keeps the list when a reload fails', async () => {
    const before = listOf([makeEntry({ content: 'Before.' })]);
    const after = listOf([makeEntry({ content: 'After.' })]);
    const replies: (FakeReply | Promise<FakeReply>)[] = [];
    const held = deferred<FakeReply>();
    replies.push({ status: 200, data: before }, held.promise, { status: 200, data: after }, { status: 500 });
    let index = 0;
    const requests = installFakeApi(() => replies[index++]);
    const { result } = renderHook(() => useProductFeedback('100001'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', list: before, refreshing: false }));

    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', list: before, refreshing: true }));
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() => result.current.reload());
    expect(requests[1].signal?.aborted).toBe(true);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', list: after, refreshing: false }));

    act(() => result.current.reload());
    await waitFor(() => expect(requests).toHaveLength(4));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', list: after, refreshing: false }));
  });

  it('is an error when the first load fails, and loads again on reload', async () => {
    let calls = 0;
    installFakeApi(() => (++calls === 1 ? { status: 503 } : { status: 200, data: listOf([]) }));
    const { result } = renderHook(() => useProductFeedback('100001'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});

describe('useProductFeedback on a page the server rendered', () => {
  it("shows the server's list at once and asks nothing (hydration); a reload still asks", async () => {
    const list = listOf([makeEntry({ content: 'From the server.' })]);
    browserQueryClient.setQueryData(productFeedbackQueryOptions('100003').queryKey, list);
    const fresher = listOf([makeEntry({ content: 'Newer.' })]);
    const requests = installFakeApi(() => ({ status: 200, data: fresher }));
    const { result } = renderHook(() => useProductFeedback('100003'));
    expect(result.current).toMatchObject({ status: 'ready', list, refreshing: false });
    await act(async () => {});
    expect(requests).toHaveLength(0);

    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', list: fresher }));
    expect(requests).toHaveLength(1);
  });
});
