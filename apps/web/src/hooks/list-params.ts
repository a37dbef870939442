/**
 * The parameters a list keeps in its address (docs/decisions/0039-lists-in-the-url.md): each one reads its text
 * from the URL, falling back to its default when the text is missing or not a value it accepts (a pasted or
 * edited address never breaks the page), and writes its value back as text (a default is left out of the URL).
 */
export type ListParam<T> = {
  /** The value when the URL has none, or one this parameter does not accept. */
  readonly fallback: T;
  /** The value the text names, or undefined when it is not one this parameter accepts. */
  readonly parse: (text: string) => T | undefined;
  /** The value as URL text; a value written as the fallback's text is left out of the URL. */
  readonly format: (value: T) => string;
  /**
   * A page number: `after` names the params whose change starts the list again at page 1 (when absent, a change
   * of any param that is not a page does).
   */
  readonly page?: { readonly after?: ReadonlyArray<string> };
};

// biome-ignore lint/suspicious/noExplicitAny: a spec mixes parameters of any value type.
export type ListSpec = Record<string, ListParam<any>>;

export type ListValues<S extends ListSpec> = { [K in keyof S]: S[K]['fallback'] };

const MAX_PAGE = 1_000_000;
const MAX_TEXT = 100;

/** Reads one parameter from the URL's text: its value, or its fallback. */
export function readParam<T>(param: ListParam<T>, text: string | null): T {
  if (text === null) return param.fallback;
  const value = param.parse(text);
  return value === undefined ? param.fallback : value;
}

/** Every parameter of a spec read from the URL. */
export function readParams<S extends ListSpec>(spec: S, url: URLSearchParams): ListValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(spec)) values[key] = readParam(param, url.get(key));
  return values as ListValues<S>;
}

/**
 * The URL after a change of some parameters: values equal to their default are removed, parameters not in the
 * spec are kept. Changing a parameter other than a page sends the pages it governs back to page 1 (removed).
 */
export function writeParams<S extends ListSpec>(
  spec: S,
  url: URLSearchParams,
  patch: Partial<ListValues<S>>,
): URLSearchParams {
  const next = new URLSearchParams(url);
  const changed = Object.keys(patch).filter((key) => key in spec);
  for (const key of changed) {
    const param = spec[key] as ListParam<unknown>;
    const text = param.format(patch[key]);
    if (text === '' || text === param.format(param.fallback)) next.delete(key);
    else next.set(key, text);
  }
  for (const [key, { page }] of Object.entries(spec)) {
    if (!page || changed.includes(key)) continue;
    const resets = changed.some((other) => (page.after ? page.after.includes(other) : !spec[other]?.page));
    if (resets) next.delete(key);
  }
  return next;
}

const positiveWhole = (text: string, max: number) => {
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 && n <= max ? n : undefined;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (text: string) => {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/** The kinds of parameters the lists use. */
export const listParam = {
  /**
   * The page, from 1 (`?page=2`). A change of any other parameter brings it back to 1, or only of `after`'s
   * (a screen with two tables, each with its own page).
   */
  page: (after?: ReadonlyArray<string>): ListParam<number> => ({
    page: after ? { after } : {},
    fallback: 1,
    parse: (text) => positiveWhole(text, MAX_PAGE),
    format: String,
  }),
  /** Free text (a search), trimmed, at most 100 characters; empty when absent. */
  text: (): ListParam<string> => ({
    fallback: '',
    parse: (text) => (text.trim().length <= MAX_TEXT ? text.trim() : undefined),
    format: (value) => value.trim(),
  }),
  /** One of a fixed set of words (a status, a sort); `fallback` when absent or unknown. */
  oneOf: <T extends string>(values: ReadonlyArray<T>, fallback: T): ListParam<T> => ({
    fallback,
    parse: (text) => values.find((value) => value === text),
    format: (value) => value,
  }),
  /**
   * Some of a fixed set of words, as a comma list (`?status=2,9`), each once and in the set's order; none when
   * absent, and none when the text names one the set has not (an edited address shows the whole list).
   */
  manyOf: <T extends string>(values: ReadonlyArray<T>): ListParam<ReadonlyArray<T>> => ({
    fallback: [],
    parse: (text) => {
      const named = text.split(',');
      if (!named.every((word) => values.includes(word as T))) return undefined;
      return values.filter((value) => named.includes(value));
    },
    format: (chosen) => values.filter((value) => chosen.includes(value)).join(','),
  }),
  /** A record's id (a broker, a driver, the open settlement); undefined when absent. */
  id: (): ListParam<number | undefined> => ({
    fallback: undefined,
    parse: (text) => positiveWhole(text, 999_999_999),
    format: (value) => (value === undefined ? '' : String(value)),
  }),
  /** A calendar date, `yyyy-MM-dd`; empty when absent or not a real date. */
  date: (): ListParam<string> => ({
    fallback: '',
    parse: (text) => (isCalendarDate(text) ? text : undefined),
    format: (value) => value,
  }),
};

/**
 * The address a list's next change starts from. A change asked for is not in the rendered URL until the router's
 * (transition) render arrives, and renders of earlier changes may arrive after later ones were asked for: a
 * change starts from the last address asked for while any asked is still on its way, from the rendered one
 * otherwise (Back, a link, a pasted address drop what was asked).
 */
export class ListAddress {
  private base: URLSearchParams;
  private seen: string;
  /** The searches asked for and not yet rendered, oldest first. */
  private asked: string[] = [];

  constructor(search: string, url: URLSearchParams) {
    this.seen = search;
    this.base = url;
  }

  /** The router rendered `search` (its URL `url`). */
  rendered(search: string, url: URLSearchParams): void {
    if (search === this.seen) return;
    this.seen = search;
    const at = this.asked.indexOf(search);
    this.asked = at < 0 ? [] : this.asked.slice(at + 1);
    if (this.asked.length === 0) this.base = url;
  }

  /** A change was asked for: `search` is its address text ('' or '?…'), `url` its parameters. */
  ask(search: string, url: URLSearchParams): void {
    this.asked.push(search);
    this.base = url;
  }

  /** What the next change starts from. */
  get current(): URLSearchParams {
    return this.base;
  }
}
