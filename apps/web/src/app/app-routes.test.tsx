import { messages } from '@fletx/contract/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionHints } from '../../test/session-hints';
import {
  jsonResponse,
  makeTokenSet,
  notificationsAnswer,
  renderApp,
  storeSession,
  stubFetch,
} from '../../test/test-utils';
import { clearSession, getAccessToken } from '../lib/session';

const NAV_NAMES = [
  'Admin Users',
  'Drivers',
  'Trucks',
  'Trailers',
  'Bookings',
  'Loads',
  'Rate confirmations',
  'Reports',
  'Delivery Approval',
  'Settlements',
  'Brokers',
  'Compliance',
  'Maintenance',
  'Fuel',
  'IFTA',
];

function expireStoredToken() {
  storeSession({ expiresIn: -10 });
}

describe('logged-in guard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a visitor without a token to the login screen, without a message', async () => {
    const { router } = renderApp('/fletx/drivers');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/auth');
    expect(screen.queryByText(messages.sessionExpired)).not.toBeInTheDocument();
  });

  it("with an expired token says 'Yout session has expired', logs out and goes to the login screen", async () => {
    storeSession();
    expireStoredToken();
    stubFetch(() => jsonResponse({ message: 'ok' }));
    const { router } = renderApp('/fletx/trucks');

    expect(await screen.findByText(messages.sessionExpired)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/auth');
    expect(localStorage.length).toBe(0);
  });

  it('lets a valid session in and opens Admin Users by default', async () => {
    storeSession({ givenName: 'Ada', familyName: 'Lovelace' });
    const { router } = renderApp('/fletx');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fletx/dispatchers-admin-users');
    expect(screen.getByTestId('user-full-name')).toHaveTextContent('Ada Lovelace');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const name of NAV_NAMES) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Delivery Approval' })).toHaveAttribute(
      'href',
      '/fletx/delivery-approval',
    );
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Dispatchers and Admin Users' })).toBeInTheDocument();
  });

  it('checks the token again on navigation', async () => {
    storeSession();
    stubFetch(() => jsonResponse({ message: 'ok' }));
    const { router } = renderApp('/fletx/drivers');
    await screen.findByRole('heading', { level: 1, name: 'Drivers' });

    expireStoredToken();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Trucks' }));

    expect(await screen.findByText(messages.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/auth'));
    expect(localStorage.length).toBe(0);
  });

  it('ends the session when the token expires while the page stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession({ expiresIn: 60 });
    stubFetch(() => jsonResponse({ message: 'ok' }));
    const { router } = renderApp('/fletx/loads');
    await screen.findByRole('heading', { level: 1, name: 'Loads' });

    act(() => {
      vi.advanceTimersByTime(61_000);
    });

    expect(await screen.findByText(messages.sessionExpired)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/auth'));
    expect(localStorage.length).toBe(0);
  });
});

describe('a reload or a new tab', () => {
  it('signs in again from the refresh cookie, with a loading state, and opens the page', async () => {
    const tokens = makeTokenSet({ givenName: 'Ada', familyName: 'Lovelace' });
    let answer: (response: Response) => void = () => undefined;
    const { calls } = stubFetch((call) =>
      call.url === '/api/auth/refresh'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : jsonResponse({ message: 'ok', data: { items: [], meta: { unreadCount: 0 } } }),
    );
    const { router } = renderApp('/fletx/drivers');
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/auth/refresh'));
    const refresh = calls.find((call) => call.url === '/api/auth/refresh');
    expect(refresh?.method).toBe('POST');
    expect(refresh?.body).toBeUndefined();
    answer(jsonResponse({ message: 'Token refreshed', data: tokens }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Drivers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fletx/drivers');
    expect(getAccessToken()).toBe(tokens.accessToken.jwtToken);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('goes to the login screen, without a message, when the cookie gives no session', async () => {
    stubFetch(() => jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'no cookie' }, 401));
    const { router } = renderApp('/fletx/trucks');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/auth');
    expect(screen.queryByText(messages.sessionExpired)).not.toBeInTheDocument();
  });

  it('on the login screen, a live cookie goes straight to Admin Users', async () => {
    stubFetch((call) =>
      call.url === '/api/auth/refresh'
        ? jsonResponse({ message: 'Token refreshed', data: makeTokenSet() })
        : jsonResponse({ message: 'ok', data: { items: [], meta: { unreadCount: 0 } } }),
    );
    const { router } = renderApp('/login/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fletx/dispatchers-admin-users');
  });

  it('on a first visit (no session hint), asks no refresh: the login screen, and no 401 in the console', async () => {
    forgetSessionHints();
    const { calls } = stubFetch(() => jsonResponse({ statusCode: 401, message: 'no' }, 401));
    renderApp('/fletx/loads');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([]);
  });
});

describe('logged-out guard', () => {
  it('sends a valid session from the login area to Admin Users', async () => {
    storeSession();
    const { router } = renderApp('/login/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fletx/dispatchers-admin-users');
  });

  it('logs an expired token out and shows the login screen', async () => {
    storeSession();
    expireStoredToken();
    stubFetch(() => jsonResponse({ message: 'ok' }));
    renderApp('/login/auth');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });
});

describe('application shell', () => {
  it('Logout ends the session on the server (its cookie), clears all local storage and goes to the login screen', async () => {
    storeSession();
    localStorage.setItem('anotherKey', 'x');
    const { calls } = stubFetch(() => jsonResponse({ message: messages.loggedOut }));
    const { router, queryClient } = renderApp('/fletx/brokers');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Brokers' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/auth');
    expect(localStorage.length).toBe(0);
    const logout = calls.find((call) => call.url === '/api/auth/logout');
    expect(logout).toMatchObject({ method: 'POST', body: undefined });
    expect(logout?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(getAccessToken()).toBeNull();
    // No sign-in again from the cookie after a logout, whatever the logout's answer.
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toEqual([]);
    // The shell's queries are not asked again without a session on the way out (each would answer 401), and
    // the last session's data is forgotten.
    const afterLogout = calls.slice(calls.findIndex((call) => call.url === '/api/auth/logout') + 1);
    expect(afterLogout.map((call) => call.url)).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('a session ended while a page is open takes the shell away at once, its queries with it', async () => {
    storeSession();
    stubFetch(() => jsonResponse({ message: 'OK', data: { items: [], total: 0 } }));
    const { queryClient } = renderApp('/fletx/brokers');
    await screen.findByRole('heading', { level: 1, name: 'Brokers' });
    const observed = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .reduce((sum, query) => sum + query.getObserversCount(), 0);
    expect(observed()).toBeGreaterThan(0);
    // Before the login screen has downloaded, nothing of the shell is left to poll or ask again (a 401 each).
    act(() => clearSession());
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(observed()).toBe(0);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('the bell toggles the notification panel', async () => {
    storeSession();
    stubFetch(() => notificationsAnswer([]));
    renderApp('/fletx/reports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await waitFor(() => expect(screen.queryByText('No notifications yet')).not.toBeInTheDocument());
  });

  it('the search icon finds an area and opens it', async () => {
    storeSession();
    const { router } = renderApp('/fletx/reports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await user.type(await screen.findByLabelText('Find'), 'trail{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trailers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fletx/trailers');
  });

  it('hides from a dispatcher what a dispatcher may not do', async () => {
    storeSession({ role: 'Dispatcher' });
    renderApp('/fletx/drivers');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Admin Users' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Delivery Approval' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Settlements' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Loads' })).toBeInTheDocument();
  });

  it("tells a dispatcher who lands on Admin Users (the login's default page) that it is not for them", async () => {
    storeSession({ role: 'Dispatcher' });
    const { calls } = stubFetch(() =>
      jsonResponse({ message: 'ok', data: { items: [], meta: { unreadCount: 0 } } }),
    );
    const { router } = renderApp('/fletx');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Users' })).toBeInTheDocument();
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
    expect(
      screen.getByText('Managing back-office users is for Carriers and Admin users. Your role: Dispatcher.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fletx/dispatchers-admin-users');
    expect(calls.filter((c) => c.url.includes('/api/user'))).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Go to Loads' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fletx/loads'));
  });

  it('tells a dispatcher that Profit is not for them, before its figures are asked for', async () => {
    storeSession({ role: 'Dispatcher' });
    const { calls } = stubFetch(() =>
      jsonResponse({ message: 'ok', data: { items: [], meta: { unreadCount: 0 } } }),
    );
    renderApp('/fletx/profit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profit' })).toBeInTheDocument();
    expect(
      await screen.findByText('Profit is for Carriers and Admin users. Your role: Dispatcher.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('/reports/profit'))).toEqual([]);
  });

  it('shows a not-found page with a link home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows unknown pages of the main area inside the shell', async () => {
    storeSession();
    renderApp('/fletx/no-such-area');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
