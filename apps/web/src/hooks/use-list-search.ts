import { useState } from 'react';
import { type ListParamsOptions, listParam, useListParams } from './use-list-params';

const SEARCHED_LIST = { search: listParam.text(), page: listParam.page() };

/** A list with a search and pages only, both in the URL (see useListParams). */
export function useListSearch(options?: ListParamsOptions) {
  const { values, set, search } = useListParams(SEARCHED_LIST, options);
  return { page: values.page, setPage: (page: number) => set({ page }), search: values.search, box: search };
}

/**
 * The page of a list shown for a moment only (a file's preview), kept in the component: `fromPageOne(set)` makes
 * a change of a filter start the list again at page 1. Lists of records keep theirs in the URL (useListParams).
 */
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
