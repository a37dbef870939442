import { messages } from '@fletx/contract/messages';
import { ApiError, readApiError } from './api-error';
import { clearSession, getAccessToken, getSessionStatus, restoreOnce, saveSession } from './session';
import { asLoginResponse } from './session-shape';
import { answerOf, type CallSession, singleRefresh } from './token-refresh';

/** Same origin: the API is served under `/api` (the Vite dev server proxies it). */
export const API_BASE_URL = '/api';

export { ApiError, type ApiErrorDetail } from './api-error';

/** The message a person should read for any thrown value. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return messages.internal;
}

const fallbackMessages: Record<number, string> = {
  400: messages.invalidInput,
  401: messages.invalidToken,
  403: messages.forbidden,
  404: messages.notFound,
};

/**
 * The error a failed answer stands for: the server's `{statusCode, error, message}`, else one made up with
 * `fallback`'s message for the status (the back office's own messages unless a caller brings its own).
 */
export function toApiError(
  response: Response,
  fallback: (status: number) => string = (status) => fallbackMessages[status] ?? messages.internal,
): Promise<ApiError> {
  return readApiError(response, fallback);
}

type SessionEndedHandler = () => void;
const sessionEndedHandlers = new Set<SessionEndedHandler>();

/**
 * Called after the client gave up on a session (a 401 that one refresh could not cure) and cleared it.
 * The app uses it to tell the user and go to the login screen; this module never touches the UI.
 */
export function onSessionEnded(handler: SessionEndedHandler): () => void {
  sessionEndedHandlers.add(handler);
  return () => {
    sessionEndedHandlers.delete(handler);
  };
}

/** One refresh at a time, with the refresh cookie: concurrent 401s wait for the same attempt. */
export const refreshSession = singleRefresh({
  url: `${API_BASE_URL}/auth/refresh`,
  door: 'back-office',
  read: (body) => asLoginResponse(body)?.data,
  save: saveSession,
});

/**
 * Signs in again from the refresh cookie when this page has no session (a reload, a new tab): true when a
 * session is active afterwards. Tried once per page, never after a logout (lib/session.ts `restoreOnce`).
 */
export async function restoreSession(): Promise<boolean> {
  if (getSessionStatus() === 'active') return true;
  const result = await restoreOnce(refreshSession);
  return result === 'refreshed' && getSessionStatus() === 'active';
}

/**
 * What checks an answer: a zod schema of the contract, or a reader of the same shape (`safeParse`) where the
 * first page must not download zod (lib/session-shape.ts). This module imports no schema of its own.
 */
type Checked<T> = { success: true; data: T } | { success: false };

export type AnswerSchema<T> = {
  /** Synchronous for a schema at hand, a promise for one downloaded on demand (`schemaOnDemand`). */
  safeParse(value: unknown): Checked<T> | Promise<Checked<T>>;
};

/** A reader (a function returning the value, or undefined when the answer is not of its shape) as a schema. */
export const readerSchema = <T>(read: (value: unknown) => T | undefined): AnswerSchema<T> => ({
  safeParse(value) {
    const data = read(value);
    return data === undefined ? { success: false } : { success: true, data };
  },
});

/**
 * A contract schema the module asking for it does not import: its download (with zod) starts when this is
 * made, in parallel with the page's first call, and the answer is checked once it is there. The queries of the
 * back office's first page (the Loads screen) use it, so that zod is not part of what the page needs before it
 * shows (docs/decisions/0025-first-page-schemas-on-demand.md).
 */
export function schemaOnDemand<T>(load: () => Promise<AnswerSchema<T>>): AnswerSchema<T> {
  const schema = load().catch(() => undefined);
  return {
    async safeParse(value) {
      // Not downloaded (offline): the answer cannot be checked, so it is refused like a malformed one.
      return (await schema)?.safeParse(value) ?? { success: false };
    },
  };
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: QueryParams;
  /** Validates the answer; its inferred type is the result type. */
  schema?: AnswerSchema<T>;
  signal?: AbortSignal;
  /**
   * On 401: refresh the tokens once and retry, else end the session. Off for the calls of the login area
   * (a 401 there is a wrong password, not an expired session) and for logout.
   */
  refreshOnUnauthorized?: boolean;
  /**
   * The record's version the change was made from (the ETag of its GET), sent as `If-Match`: a stale one
   * answers 412 (docs/product.md "Stale edits"). Left out, the change goes through whatever the version.
   */
  ifMatch?: string;
};

export function buildUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return `${API_BASE_URL}${normalized}${queryString ? `?${queryString}` : ''}`;
}

function buildInit(options: RequestOptions<unknown>): RequestInit {
  const token = getAccessToken();
  const headers = new Headers({ Accept: 'application/json' });
  // docs/product.md "Tokens": every request carries the stored access token, empty when absent.
  headers.set('Authorization', token ? `Bearer ${token}` : '');
  if (options.ifMatch) headers.set('If-Match', options.ifMatch);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? 'GET', headers, body, signal: options.signal };
}

/** The calls waiting for their answer, each with the abort a logout uses (`abortCalls`). */
const callsOnTheirWay = new Set<AbortController>();

/**
 * Cuts short every call still waiting for its answer, before a logout tells the server: reaching the server
 * after it, each would be refused (a 401 in the console). They fail as that refusal would, without being
 * asked again: the session is over (docs/decisions/0064-a-logout-leaves-no-call-behind.md).
 */
export function abortCalls(): void {
  const ended = new ApiError({ statusCode: 401, error: 'Unauthorized', message: messages.invalidToken });
  for (const call of callsOnTheirWay) call.abort(ended);
}

async function send(url: string, options: RequestOptions<unknown>): Promise<Response> {
  const call = new AbortController();
  callsOnTheirWay.add(call);
  const init = buildInit(options);
  try {
    return await fetch(url, {
      ...init,
      signal: init.signal ? AbortSignal.any([init.signal, call.signal]) : call.signal,
    });
  } catch (error) {
    // A logout's abort (its reason) or the caller's own (an AbortError, whichever realm made it).
    if (error instanceof ApiError || (error instanceof Error && error.name === 'AbortError')) throw error;
    throw new ApiError({ statusCode: 0, error: 'NetworkError', message: messages.internal });
  } finally {
    callsOnTheirWay.delete(call);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError({ statusCode: response.status, error: 'InvalidResponse', message: messages.internal });
  }
}

function endSession(): void {
  clearSession();
  for (const handler of sessionEndedHandlers) handler();
}

const callSession: CallSession = { refresh: refreshSession, end: endSession, toError: (r) => toApiError(r) };

/** A record as its GET (or its update) answered it, with the version it answered in its `ETag` header (if any). */
export type Versioned<T> = { body: T; etag: string | undefined };

/** The call, its refusals as ApiError, its answer checked by the schema, with the answer's `ETag`. */
async function requestVersioned<T>(path: string, options: RequestOptions<T>): Promise<Versioned<T>> {
  const response = await respond(path, options);
  const etag = response.headers.get('ETag') ?? undefined;
  const body = await readBody(response);
  if (!options.schema) return { body: body as T, etag };
  const parsed = await options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ statusCode: response.status, error: 'InvalidResponse', message: messages.internal });
  }
  return { body: parsed.data, etag };
}

/** The successful answer of a call (a 401 refreshes the session once), its refusals as ApiError. */
async function respond(path: string, options: RequestOptions<unknown>): Promise<Response> {
  const url = buildUrl(path, options.query);
  return answerOf(() => send(url, options), callSession, options.refreshOnUnauthorized !== false);
}

/** A call whose answer is a file (a `format=csv` export): its bytes, with the session's token. */
export async function requestBlob(
  path: string,
  options: Omit<RequestOptions<never>, 'schema'> = {},
): Promise<Blob> {
  return (await respond(path, options)).blob();
}

export async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return (await requestVersioned(path, options)).body;
}

/** Whether a change was refused because the record changed since it was read (412, "Stale edits"). */
export const isStaleRecordError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.statusCode === 412;

type MethodOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: MethodOptions<T>) => request<T>(path, { ...options, method: 'GET' }),
  /** A record's GET with its version (the `ETag`), which the record's edit sends back as `ifMatch`. */
  getWithEtag: <T>(path: string, options?: MethodOptions<T>) =>
    requestVersioned<T>(path, { ...options, method: 'GET' }),
  /**
   * A record's update with the record as changed and its new version (the answer's `ETag`, docs/product.md
   * "Stale edits"): the edit saves again with it, without reading the record first. POST and DELETE for the
   * changes of a record that are not its form (an import, the carrier settings' logo).
   */
  changeWithEtag: <T>(
    method: 'PUT' | 'PATCH' | 'POST' | 'DELETE',
    path: string,
    body: unknown,
    options?: MethodOptions<T>,
  ) => requestVersioned<T>(path, { ...options, method, body }),
  post: <T>(path: string, body?: unknown, options?: MethodOptions<T>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: MethodOptions<T>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: MethodOptions<T>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: MethodOptions<T>) => request<T>(path, { ...options, method: 'DELETE' }),
};
