import { act, renderHook } from '@testing-library/react';
import { loadStripeWith } from '../../payments/load-stripe';
import { useCardProcessor } from '../use-card-processor';

// loadStripeWith has its own tests.
jest.mock('../../payments/load-stripe', () => ({ loadStripeWith: jest.fn() }));

const load = jest.mocked(loadStripeWith);
const loadStripe = jest.fn();
const processor = { confirmCardPayment: jest.fn() };

beforeEach(() => {
  load.mockReset();
});

describe('useCardProcessor', () => {
  it('is loading first, then ready with the processor loaded with the given loadStripe', async () => {
    load.mockResolvedValue(processor);
    const { result } = renderHook(() => useCardProcessor(loadStripe));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'ready', stripe: processor });
    expect(load).toHaveBeenCalledWith(loadStripe);
  });

  it('is disabled when the shop takes no card payments', async () => {
    load.mockResolvedValue(null);
    const { result } = renderHook(() => useCardProcessor(loadStripe));
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'disabled' });
  });

  it('has failed when the processor did not load, and loads again on retry', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('script failed')).mockResolvedValueOnce(processor);
    const { result } = renderHook(() => useCardProcessor(loadStripe));
    await act(async () => undefined);
    expect(result.current.state).toEqual({ status: 'failed' });
    expect(logged).toHaveBeenCalledWith('[shared-ui] card processor did not load', expect.any(Error));

    await act(async () => result.current.retry());
    expect(result.current.state).toEqual({ status: 'ready', stripe: processor });
    expect(load).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('loads once for a page that renders again', async () => {
    load.mockResolvedValue(processor);
    const { rerender } = renderHook(() => useCardProcessor(loadStripe));
    await act(async () => undefined);
    rerender();
    rerender();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
