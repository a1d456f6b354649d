import { act, renderHook, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { refreshSession, sessionAtom } from 'shared-ui/state';
import { makeUser } from '../../state/__tests__/fixtures';
import { useSessionCheck } from '../use-session-check';

// The hook reaches the session through shared-ui's public entry, as a remote does; only the request is faked.
jest.mock('shared-ui/state', () => ({
  ...jest.requireActual('shared-ui/state'),
  refreshSession: jest.fn(),
}));

const store = getDefaultStore();
const refresh = jest.mocked(refreshSession);

/** A refreshSession the test answers when it wants. */
function pendingRefresh() {
  let answer: (user: ReturnType<typeof makeUser> | null) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  refresh.mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { answer: (user: ReturnType<typeof makeUser> | null) => answer(user), fail: (error: Error) => fail(error) };
}

beforeEach(() => {
  refresh.mockReset();
  store.set(sessionAtom, { isLogged: false, user: null });
});

describe('useSessionCheck', () => {
  it('is not checked for a guest until the page’s own check answered', async () => {
    const pending = pendingRefresh();
    const { result } = renderHook(() => useSessionCheck());
    expect(result.current).toEqual({ isLogged: false, user: null, checked: false });
    expect(refresh).toHaveBeenCalledTimes(1);

    await act(async () => pending.answer(null));
    expect(result.current).toEqual({ isLogged: false, user: null, checked: true });
  });

  it('shows the shopper the check found once it answered', async () => {
    const pending = pendingRefresh();
    const user = makeUser();
    const { result } = renderHook(() => useSessionCheck());
    await act(async () => {
      store.set(sessionAtom, { isLogged: true, user });
      pending.answer(user);
    });
    expect(result.current).toEqual({ isLogged: true, user, checked: true });
  });

  it('is checked at once for a shopper the page already knows, and still asks once', () => {
    pendingRefresh();
    const user = makeUser();
    store.set(sessionAtom, { isLogged: true, user });
    const { result } = renderHook(() => useSessionCheck());
    expect(result.current).toEqual({ isLogged: true, user, checked: true });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps what the page knows and is checked when the check fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = pendingRefresh();
    const { result } = renderHook(() => useSessionCheck());
    await act(async () => pending.fail(new Error('offline')));
    await waitFor(() => expect(result.current.checked).toBe(true));
    expect(result.current.isLogged).toBe(false);
    expect(logged).toHaveBeenCalledWith('[shared-ui] session check', expect.any(Error));
    logged.mockRestore();
  });
});
