import { useState } from 'react';

/** The page and the search text of a list; a new search starts again at page 1. */
export function useListSearch() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const applySearch = (value: string) => {
    setSearch(value.trim());
    setPage(1);
  };
  return { page, setPage, search, applySearch };
}

export type ListSearch = ReturnType<typeof useListSearch>;
