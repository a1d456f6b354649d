import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider, createQueryClient, useQuery } from 'shared-ui/state';

afterEach(() => jest.useRealTimers());

describe('createQueryClient', () => {
  it('in the browser keeps an answer half an hour after its last reader left (Back to a listing), then lets it go', () => {
    jest.useFakeTimers();
    const client = createQueryClient();
    client.setQueryData(['listing'], 'pages');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider value={client}>{children}</QueryClientProvider>
    );
    const reader = renderHook(() => useQuery({ queryKey: ['listing'], queryFn: async () => 'again' }), { wrapper });
    reader.unmount();
    jest.advanceTimersByTime(29 * 60_000);
    expect(client.getQueryData(['listing'])).toBe('pages');
    jest.advanceTimersByTime(2 * 60_000);
    expect(client.getQueryData(['listing'])).toBeUndefined();
  });

  it("on the server sets no timer: a render's client goes with its request", () => {
    jest.useFakeTimers();
    const client = createQueryClient({ server: true });
    client.setQueryData(['home-banner', 'mainBanner'], 'hero');
    client
      .getQueryCache()
      .find({ queryKey: ['home-banner', 'mainBanner'] })
      ?.cancel();
    expect(jest.getTimerCount()).toBe(0);
    expect(client.getQueryData(['home-banner', 'mainBanner'])).toBe('hero');
  });
});
