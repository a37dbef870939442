import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** The page and the search text of a list; a new search starts again at page 1. */
export function useListSearch() {
  const { page, setPage, fromPageOne } = useListPage();
  const [search, setSearch] = useState('');
  const applySearch = fromPageOne((value: string) => setSearch(value.trim()));
  return { page, setPage, search, applySearch };
}

export type ListSearch = ReturnType<typeof useListSearch>;

/** A list's page, and `fromPageOne(set)`: a change of the search or of a filter starts the list again at page 1. */
export function useListPage() {
  const [page, setPage] = useState(1);
  const fromPageOne =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, fromPageOne };
}

/** A list searched as the user types: the text in the box, and the search sent once typing pauses. */
export function useTypedSearch(delayMs = 400) {
  const { page, setPage, fromPageOne } = useListPage();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, delayMs);
  return { page, setPage, text, setText: fromPageOne(setText), search: debounced.trim(), fromPageOne };
}

export type TypedSearch = ReturnType<typeof useTypedSearch>;
