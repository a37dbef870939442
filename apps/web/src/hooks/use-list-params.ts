import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AppRouterContext } from './app-router';
import { ListAddress, type ListSpec, type ListValues, readParams, writeParams } from './list-params';

export { type ListSpec, type ListValues, listParam } from './list-params';

export type ListParamsOptions = {
  /** The search runs once typing pauses this long (ms), and on `submit` (Enter). */
  debounceMs?: number;
  /** `false`: the search runs only on `submit` (Enter), not as the user types. */
  searchAsYouType?: boolean;
};

/** The search box of a list: the text it shows, kept apart from the search the URL holds until it runs. */
export type SearchBox = {
  text: string;
  /** What the user typed; the search follows once typing pauses (unless the list searches on Enter only). */
  setText: (text: string) => void;
  /** Runs the search typed so far at once (Enter). */
  submit: () => void;
};

export type ListParams<S extends ListSpec> = {
  /** Every parameter's value: read from the URL, its default when missing or invalid. */
  values: ListValues<S>;
  /**
   * Changes some parameters: a new history entry (Back returns to the view before), pages back to 1 unless the
   * patch sets them. A search typed and not yet run goes with it.
   */
  set: (patch: Partial<ListValues<S>>) => void;
  /** The box of the `search` parameter (an empty box when the spec has none). */
  search: SearchBox;
};

const DEFAULT_DEBOUNCE_MS = 400;

/**
 * A list's search, filters, sort and page held in the address (docs/decisions/0039-lists-in-the-url.md): a
 * reload or Back keeps them and the address can be sent to a colleague. Filters, sorts and pages push a
 * history entry; a search replaces the current one (no entry per keystroke). Defaults are left out of the URL.
 */
export function useListParams<S extends ListSpec>(spec: S, options: ListParamsOptions = {}): ListParams<S> {
  const { debounceMs = DEFAULT_DEBOUNCE_MS, searchAsYouType = true } = options;
  const [url] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const router = useContext(AppRouterContext);
  /**
   * A link to another page was followed: its page is loading, or already loaded and not yet shown (the router's
   * re-render comes as a transition). A search whose pause ends now must not take that navigation back. Read
   * from the router when the pause ends, against the page this list is on.
   */
  const listPath = location.pathname;
  const leaving = () => {
    const state = router?.state;
    if (!state) return false;
    return (state.navigation.location ?? state.location).pathname !== listPath;
  };
  const values = useMemo(() => readParams(spec, url), [spec, url]);

  // The URL the next change starts from: the router's, or the last one asked for while navigations run.
  const [address] = useState(() => new ListAddress(location.search, url));
  address.rendered(location.search, url);

  const go = useCallback(
    (patch: Partial<ListValues<S>>, replace: boolean) => {
      const next = writeParams(spec, address.current, patch);
      // A comma list stays readable (`?status=2,9`): a comma needs no escaping in a query.
      const text = next.toString().replaceAll('%2C', ',');
      const search = text ? `?${text}` : '';
      address.ask(search, next);
      navigate({ search }, { replace, preventScrollReset: true });
    },
    [spec, navigate, address],
  );

  const search = useSearchBox(
    String((values as Record<string, unknown>).search ?? ''),
    (text) => go({ search: text } as Partial<ListValues<S>>, true),
    { locationKey: location.key, leaving },
    { debounceMs, searchAsYouType },
  );

  const set = (patch: Partial<ListValues<S>>) => {
    const typed = search.flush();
    go(typed === undefined || 'search' in patch ? patch : { search: typed, ...patch }, false);
  };
  return { values, set, search: search.box };
}

/**
 * The box's text follows the URL when it changes from outside (Back, a link, a pasted address) and runs its
 * search after a pause, replacing the current history entry.
 */
function useSearchBox(
  inUrl: string,
  run: (text: string) => void,
  { locationKey, leaving }: { locationKey: string; leaving: () => boolean },
  { debounceMs, searchAsYouType }: Required<ListParamsOptions>,
) {
  const [text, setTextState] = useState(inUrl);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<string>(undefined);
  const written = useRef<string>(undefined);
  const runRef = useRef(run);
  runRef.current = run;

  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = undefined;
  };
  const runNow = (value: string) => {
    cancel();
    if (value.trim() === inUrl) return;
    written.current = value.trim();
    runRef.current(value);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (its key), reading the URL's search then.
  useEffect(() => {
    if (written.current !== undefined && written.current === inUrl) {
      written.current = undefined;
      return;
    }
    written.current = undefined;
    // Typing that began after the navigation was asked for (a filter chosen, then the box typed into at once)
    // waits for its pause: what the person typed is theirs, and its search runs on the new address.
    if (pending.current !== undefined) return;
    cancel();
    setTextState((current) => (current.trim() === inUrl ? current : inUrl));
  }, [locationKey]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const box: SearchBox = {
    text,
    setText: (value) => {
      setTextState(value);
      if (!searchAsYouType) return;
      clearTimeout(timer.current);
      pending.current = value;
      timer.current = setTimeout(() => {
        if (leaving()) cancel();
        else runNow(value);
      }, debounceMs);
    },
    submit: () => runNow(text),
  };
  /** The text waiting for its pause, taken now (a filter changed meanwhile carries it). */
  const flush = () => {
    const value = pending.current;
    if (value === undefined) return undefined;
    cancel();
    written.current = value.trim();
    return value;
  };
  return { box, flush };
}
