import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecureFrame, useSecureFrame } from '../secure-frame';

describe('SecureFrame', () => {
  it('says the secure card form is loading, busy, until the frame is ready', () => {
    const { rerender } = render(
      <SecureFrame status="loading" onRetry={() => undefined}>
        <iframe title="card" />
      </SecureFrame>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure card form…');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    rerender(
      <SecureFrame status="ready" onRetry={() => undefined}>
        <iframe title="card" />
      </SecureFrame>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTitle('card')).toBeInTheDocument();
  });

  it('offers Retry when the frame never became ready', async () => {
    const onRetry = jest.fn();
    render(
      <SecureFrame status="failed" onRetry={onRetry}>
        <iframe title="card" />
      </SecureFrame>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The secure card form could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('useSecureFrame', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is ready when the frame says so, failed when it never does, and loading again on retry', () => {
    const { result } = renderHook(() => useSecureFrame(1000));
    expect(result.current.status).toBe('loading');
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.status).toBe('failed');
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'loading', attempt: 1 });
    act(() => result.current.onReady());
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.status).toBe('ready');
  });
});
