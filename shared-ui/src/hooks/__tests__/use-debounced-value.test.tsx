import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../use-debounced-value';

describe('useDebouncedValue', () => {
  afterEach(() => jest.useRealTimers());

  it('changes only after the value has stayed the same for the delay', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'd' },
    });
    rerender({ value: 'dr' });
    act(() => jest.advanceTimersByTime(300));
    rerender({ value: 'dre' });
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toBe('d');
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe('dre');
  });
});
