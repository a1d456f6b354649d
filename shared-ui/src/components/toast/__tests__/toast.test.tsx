import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { Toaster, useToast } from '../toast';
import { toastsAtom } from '../toast-store';
import { emitShopEvent } from '../../../events/events';
import { Spinner } from '../../spinner/spinner';

function ShowButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ message: 'Saved', tone: 'success', durationMs: 1000 })}>
      Save
    </button>
  );
}

beforeEach(() => getDefaultStore().set(toastsAtom, []));
afterEach(() => jest.useRealTimers());

describe('Toaster', () => {
  it('shows a toast from useToast and removes it after its duration', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <ShowButton />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // A toast's look arrives with the first toast (toast-card.tsx, loaded on demand).
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows a toast when any remote emits toast:show, errors as an alert', async () => {
    render(<Toaster />);
    act(() => emitShopEvent('toast:show', { message: 'Invalid email or password', tone: 'error' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('can be dismissed with its close button', async () => {
    render(<Toaster />);
    act(() => emitShopEvent('toast:show', { message: 'Hello', durationMs: 0 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('is a status announced with its label', () => {
    render(<Spinner label="Loading products" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products');
  });

  it("places the top toasts below the shell's header and the bottom ones at the bottom", () => {
    const { container } = render(<Toaster />);
    const region = (position: string) => container.querySelector<HTMLElement>(`[data-position="${position}"]`)!;
    expect(region('top-center').style.top).toBe('calc(var(--vesna-header-height, 0px) + 16px)');
    expect(region('top-right').style.top).toBe('calc(var(--vesna-header-height, 0px) + 16px)');
    expect(region('bottom-center').style.bottom).toBe('16px');
  });
});
