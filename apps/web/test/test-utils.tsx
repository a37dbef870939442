import type { NotificationListResponse } from '@fletx/contract/notifications';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { BackOfficeModals } from '../src/app/back-office-modals';
import { AppProvider } from '../src/app/provider';
import { createAppRoutes } from '../src/app/router';
import { saveSession } from '../src/lib/session';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders one element inside the app's providers and a memory router (for Links and navigation). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const view = render(
    <AppProvider queryClient={queryClient} mantineEnv="test">
      <BackOfficeModals>
        <RouterProvider router={router} />
      </BackOfficeModals>
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders the whole app (real routes, guards and lazy pages) at a path. */
export function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with this payload (the web app never checks signatures). */
/** The table named `name`, once its rows have come in and it shows `text`. */
export async function tableShowing(name: string, text: string): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(table).getByText(text)).toBeInTheDocument());
  return table;
}

export function makeJwt(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export type TestUser = {
  groups?: string[];
  role?: string;
  expiresIn?: number;
  givenName?: string;
  familyName?: string;
};

/** The token set the API answers at login, for a user of the given groups. */
export function makeTokenSet({
  groups = ['carriers'],
  role = 'Carriers',
  expiresIn = 3600,
  givenName = 'Ada',
  familyName = 'Lovelace',
}: TestUser = {}) {
  const exp = nowSeconds() + expiresIn;
  return {
    idToken: makeJwt({
      sub: 'user-1',
      name: `${givenName} ${familyName}`,
      given_name: givenName,
      family_name: familyName,
      email: 'ada@fletx.test',
      'cognito:groups': groups,
      'custom:role': role,
      exp,
    }),
    accessToken: { jwtToken: makeJwt({ sub: 'user-1', exp }) },
    refreshToken: { token: 'refresh-token-1' },
  };
}

/** Keeps a session in memory as a login would. */
export function storeSession(user: TestUser = {}): void {
  saveSession(makeTokenSet(user));
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A paged list with nothing in it (`{ items, meta }`): an empty history, a search that finds nothing. */
export const emptyPage = {
  items: [],
  meta: { itemCount: 0, totalItems: 0, itemsPerPage: 10, totalPages: 0, currentPage: 1 },
};

/**
 * `GET /api/notifications` answering one page of `items` (at most 20), with the bell's unread count
 * (packages/contract/src/notifications.ts).
 */
export function notificationsAnswer(
  items: NotificationListResponse['data']['items'],
  unreadCount = 0,
): Response {
  const answer: NotificationListResponse = {
    message: 'OK',
    data: {
      items,
      meta: {
        itemCount: items.length,
        totalItems: items.length,
        itemsPerPage: 20,
        totalPages: Math.ceil(items.length / 20),
        currentPage: 1,
        unreadCount,
      },
    },
  };
  return jsonResponse(answer);
}

export type FetchCall = { url: string; method: string; headers: Headers; body: unknown };

/**
 * Stubs `fetch` to simulate the server's answers (component tests only; the real proof is end to end).
 * The handler gets each call with its JSON body parsed.
 */
export function stubFetch(handler: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const rawBody = init?.body;
    const call: FetchCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/**
 * The file's tests read the page in `timeZone` (process.env.TZ, put back after them): for what is formatted
 * while a test runs. A formatter made when its module loads keeps the zone it started in (set TZ in vi.hoisted).
 */
export function readInZone(timeZone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = timeZone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}
