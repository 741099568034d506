import { useEffect, useState } from 'react';

/** Search waits this long after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value` once it has not changed for `delay` ms; an empty value passes at once. */
export function useDebouncedValue(value: string, delay = SEARCH_DEBOUNCE_MS): string {
  const [settled, setSettled] = useState(value);
  // Clearing goes back at once, and a new search never shows the one before it.
  if (value === '' && settled !== '') setSettled('');
  useEffect(() => {
    if (value === '') return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
