import { IDEMPOTENCY_KEY_HEADER } from '@fletx/contract/driver-values';
import type { DutyEvent } from '@fletx/contract/duty';
import type { DriverUnits, Inspection } from '@fletx/contract/inspections';
import type { SettlementItem } from '@fletx/contract/settlements';
import type { DriverLoad } from '@fletx/contract/tracking';
import { ApiError, readApiError } from '../../../lib/api-error';
import { answerOf, type RefreshResult, singleRefresh } from '../../../lib/token-refresh';
import {
  asTokenSet,
  clearDriverSession,
  getDriverAccessToken,
  saveDriverSession,
  setDriverRestoring,
} from './session';

/**
 * The driver API (docs/product.md "Driver API") with the driver's own tokens: one refresh on a 401
 * (`POST /api/driver/auth/refresh`), then the session ends. Answers are trusted as the contract types them
 * (the server validates its answers against the same contract); keeping zod's parsers out keeps the
 * drivers' app small on a slow network.
 */
const BASE = '/api/driver';

/** The server's error, else one with no message: the app says it in the driver's language. */
const toError = (response: Response) => readApiError(response, () => '');

/** The tokens of a login or refresh answer (`{ message, data: TokenSet }`). */
async function readTokens(response: Response) {
  const body = (await response.json()) as { data?: unknown } | null;
  const tokens = asTokenSet(body?.data);
  if (!tokens) throw new ApiError({ statusCode: 502, error: 'BadGateway', message: '' });
  return tokens;
}

const networkError = () => new ApiError({ statusCode: 0, error: 'NetworkError', message: '' });

export async function logIn(email: string, password: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${BASE}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name: email, password }),
    });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await toError(response);
  saveDriverSession(await readTokens(response));
}

/** Tells the server, which ends the session and clears its cookie, and forgets the session on this phone. */
export async function logOut(): Promise<void> {
  clearDriverSession();
  for (const key of Object.keys(localStorage))
    if (key.startsWith('fletx.driver.cache')) localStorage.removeItem(key);
  try {
    await fetch(`${BASE}/auth/logout`, { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Offline: the server's session stays until the driver logs out online (or its cookie expires).
  }
}

/** One refresh at a time, with the refresh cookie: concurrent 401s wait for the same attempt. */
const refreshOnce = singleRefresh({
  url: `${BASE}/auth/refresh`,
  door: 'driver',
  read: (body) => asTokenSet((body as { data?: unknown } | null)?.data),
  save: saveDriverSession,
});

/**
 * Signs in again from the cookie (the app's start, a call without a token in memory): a refusal ends the
 * session on this phone; no connection keeps it (the app works offline and tries again later).
 */
export async function restoreDriverSession(): Promise<RefreshResult> {
  setDriverRestoring(true);
  const result = await refreshOnce();
  setDriverRestoring(false);
  if (result === 'refused') clearDriverSession();
  return result;
}

export type DriverRequest = {
  method?: 'GET' | 'POST';
  /** A plain value goes as JSON, FormData as multipart. */
  body?: unknown;
  /** Sent as `Idempotency-Key` (docs/decisions/0016-retry-safe-driver-api.md). */
  idempotencyKey?: string;
};

function init(options: DriverRequest): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getDriverAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? 'GET', headers, body };
}

async function send(url: string, options: DriverRequest): Promise<Response> {
  try {
    return await fetch(url, init(options));
  } catch {
    throw networkError();
  }
}

/** A driver API call's accepted answer; refusals throw ApiError (statusCode 0 when there is no connection). */
async function driverResponse(path: string, options: DriverRequest): Promise<Response> {
  const url = `${BASE}${path}`;
  // Opened offline, the app has no access token yet: the cookie gives one once the server answers.
  if (!getDriverAccessToken()) {
    const restored = await restoreDriverSession();
    if (restored === 'unreachable') throw networkError();
    if (restored === 'refused') throw new ApiError({ statusCode: 401, error: 'Unauthorized', message: '' });
  }
  return answerOf(() => send(url, options), { refresh: refreshOnce, end: clearDriverSession, toError });
}

/** A driver API call answering JSON. */
export async function driverRequest<T>(path: string, options: DriverRequest = {}): Promise<T> {
  const text = await (await driverResponse(path, options)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A driver API call answering a file (a pay statement's PDF). */
export async function driverFile(path: string): Promise<Blob> {
  return (await driverResponse(path, {})).blob();
}

export type LastInspections = { truck: Inspection | null; trailer: Inspection | null };

export const driverApi = {
  loads: () => driverRequest<{ data: DriverLoad[] }>('/loads?page=1&take=100').then((r) => r.data),
  /** The last half year of weekly settlements, newest first ("My pay"). */
  settlements: () =>
    driverRequest<{ data: { info: SettlementItem[] } }>('/settlements?page=1&take=26').then(
      (r) => r.data.info,
    ),
  /** The last 8 days of duty changes, oldest first (the default period of GET /api/driver/duty). */
  duty: () => driverRequest<{ data: DutyEvent[] }>('/duty').then((r) => r.data),
  /** The last report of the truck and of the trailer, for the pre-trip review (49 CFR 396.13). */
  /** The driver's truck and the trailers hitched to it (what an inspection is about). */
  units: () => driverRequest<{ data: DriverUnits }>('/inspections/units').then((r) => r.data),
  lastInspection: (truckId: number, trailerId: number | null) =>
    driverRequest<{ data: LastInspections }>(
      `/inspections/last?truckId=${truckId}${trailerId ? `&trailerId=${trailerId}` : ''}`,
    ).then((r) => r.data),
};

/** Whether the refusal is final (sending it again cannot help): 4xx other than 401, 408 and 429. */
export function isFinalRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    ![401, 408, 429].includes(error.statusCode)
  );
}
