import type { Page } from '@playwright/test';
import { expect } from './csp';

/** The session as a browser holds it: the refresh cookie, no token in web storage (docs/product.md "Sessions"). */

/**
 * Neither web storage holds a token: no JWT (three base64url parts) and not the refresh cookie's value, in any
 * key of localStorage or sessionStorage.
 */
export async function expectNoTokenStored(page: Page, cookieName = 'fletx_refresh') {
  const refresh = (await refreshCookieOf(page, cookieName))?.value;
  expect(refresh, 'the refresh cookie').toBeTruthy();
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
    ),
  );
  const jwt = /[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/;
  expect(stored.filter((entry) => jwt.test(entry) || (refresh && entry.includes(refresh)))).toEqual([]);
}

/** The browser's refresh cookie of a door (the back office's or the drivers' app's), if it has one. */
export async function refreshCookieOf(page: Page, name = 'fletx_refresh') {
  return (await page.context().cookies()).find((cookie) => cookie.name === name);
}

/**
 * An access token of the page's signed-in back-office user: the page keeps its own in memory, out of reach, so
 * this signs in again from the browser's refresh cookie as another tab would (the cookie rotates for the page
 * too).
 */
export async function accessTokenOf(page: Page): Promise<string> {
  const refreshed = await page.request.post('/api/auth/refresh');
  expect(refreshed.ok(), await refreshed.text()).toBe(true);
  return (await refreshed.json()).data.accessToken.jwtToken as string;
}

/** The real API with the logged-in user's token (what the page itself would call); fails on an error. */
export async function api<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const token = await accessTokenOf(page);
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/**
 * What a page prints in its console as an error, and the answers of 400 and above it gets, as they come (a
 * request the page itself cut short is neither: it has no answer).
 */
export function watchConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) seen.push(`${response.status()} ${response.url()}`);
  });
  return seen;
}
