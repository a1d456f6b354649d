import { useEffect, useState } from 'react';

/**
 * `value`, but only after it has stayed unchanged for `ms` (search fires after a 500 ms pause in
 * typing, spec section 4). Each change restarts the wait.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
