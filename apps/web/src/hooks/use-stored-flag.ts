import { useCallback, useState } from 'react';

function read(key: string, fallback: boolean): boolean {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback; // storage refused (private mode, a policy): the default, not an error
  }
}

/**
 * A yes/no choice remembered in this browser (a section left open or closed). Mantine's `useLocalStorage`
 * does more (any JSON value, other tabs kept in step) than the Loads page needs, and its first load is
 * budgeted: the weight saved is in docs/performance.md "Issue 33's second part".
 */
export function useStoredFlag(key: string, fallback: boolean): [boolean, () => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const toggle = useCallback(() => {
    setValue((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // not remembered: the section still opens
      }
      return next;
    });
  }, [key]);
  return [value, toggle];
}
