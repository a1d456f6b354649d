import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider, createQueryClient } from '../query-client';
import { useCachedQuery } from '../use-cached-query';

afterEach(() => jest.useRealTimers());

describe('createQueryClient', () => {
  it('in the browser keeps an answer half an hour after its last reader left (Back to a listing), then lets it go', () => {
    jest.useFakeTimers();
    const client = createQueryClient();
    client.setQueryData(['listing'], 'pages');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider value={client}>{children}</QueryClientProvider>
    );
    const reader = renderHook(() => useCachedQuery({ key: 'listing', load: async () => 'again' }), { wrapper });
    reader.unmount();
    jest.advanceTimersByTime(29 * 60_000);
    expect(client.getQueryData(['listing'])).toBe('pages');
    jest.advanceTimersByTime(2 * 60_000);
    expect(client.getQueryData(['listing'])).toBeUndefined();
  });

  it("on the server sets no timer: a render's client goes with its request", () => {
    jest.useFakeTimers();
    const client = createQueryClient({ server: true });
    client.setQueryData(['home:hero'], 'hero');
    client
      .getQueryCache()
      .find({ queryKey: ['home:hero'] })
      ?.cancel();
    expect(jest.getTimerCount()).toBe(0);
    expect(client.getQueryData(['home:hero'])).toBe('hero');
  });
});
