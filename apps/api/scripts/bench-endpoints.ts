/**
 * What the benchmark (bench.ts) measures: the signed-in back-office user's headers, and the endpoints driven,
 * each a list, search, count or detail the web asks for.
 */

/** An endpoint: its name in the table, its path, and whether it needs the signed-in user's token. */
export type Endpoint = [name: string, path: string, withToken: boolean];

/** Signs in at `serverUrl` as `admin`; answers the headers that carry its token. */
export async function signIn(
  serverUrl: string,
  admin: { email: string; password: string },
): Promise<Record<string, string>> {
  const login = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: admin.email, password: admin.password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { data: { accessToken: { jwtToken: string } } }).data.accessToken
    .jwtToken;
  return { authorization: `Bearer ${token}` };
}

/**
 * Every endpoint of the benchmark, on a server whose database holds `held` loads: the load detail reads the
 * first active load, the load number searched is one the generator made.
 */
export async function benchEndpoints(
  serverUrl: string,
  auth: Record<string, string>,
  held: number,
): Promise<Endpoint[]> {
  const active = (await (
    await fetch(`${serverUrl}/api/loadbook/findAllActive?page=1&take=10`, { headers: auth })
  ).json()) as unknown;
  const loadId = JSON.stringify(active).match(/"id":(\d+)/)?.[1] ?? '1';
  const loadNumber = `LD-${String(Math.min(held, 4321)).padStart(7, '0')}`;
  // The dispatch board's week from today's start (UTC), as a dispatcher opens it.
  const day = new Date(new Date().toISOString().slice(0, 10));
  const week = `from=${day.toISOString()}&to=${new Date(day.getTime() + 7 * 86_400_000).toISOString()}`;
  /** A list's first page of ten, as the web opens it. */
  const firstPage = (list: string, path: string): Endpoint => [
    `${list}, page 1`,
    `${path}?page=1&take=10`,
    true,
  ];

  return [
    ['health', '/api/health', false],
    firstPage('loads active', '/api/loadbook/findAllActive'),
    firstPage('loads finished', '/api/loadbook/findAllInactive'),
    ['loads active, sort Start ASC', '/api/loadbook/findAllActive?take=10&sort=start&order=ASC', true],
    // Deep pages and old load numbers are the finished loads' (the generator's active loads are the last 30
    // days': about 110 at 10 k, no page 500).
    [
      'loads finished, sort End DESC, page 500',
      '/api/loadbook/findAllInactive?page=500&take=10&sort=end&order=DESC',
      true,
    ],
    ['search city "tulsa"', '/api/loadbook/findAllActive?take=10&filter=tulsa&sort=start&order=DESC', true],
    ['search driver "driver123"', '/api/loadbook/findAllActive?take=10&filter=driver123', true],
    // At 10 k the driver's active search is an empty page (the active loads are ~110); the finished one is a
    // full page at both sizes, so it is the one to compare 1 M with 10 k.
    ['search driver "driver123", finished', '/api/loadbook/findAllInactive?take=10&filter=driver123', true],
    ['search broker', '/api/loadbook/findAllInactive?take=10&filter=broker%20c4ca', true],
    [`search load number ${loadNumber}`, `/api/loadbook/findAllInactive?take=10&filter=${loadNumber}`, true],
    ['countLoads', '/api/loadbook/countLoads', true],
    ['load detail', `/api/loadbook/find/${loadId}`, true],
    firstPage('drivers', '/api/user/all/info/drivers'),
    firstPage('trucks', '/api/vehicle/'),
    firstPage('trailers', '/api/trailer/findBySize'),
    firstPage('brokers', '/api/bookings/brokers'),
    firstPage('bookings', '/api/bookings/findForBookings'),
    firstPage('reports', '/api/loadbook/loadbookreport/'),
    firstPage('delivery approval', '/api/delivery-approval/'),
    firstPage('settlements', '/api/settlements/'),
    firstPage('invoices', '/api/invoices/'),
    ['invoices overdue, page 1', '/api/invoices/?status=overdue&page=1&take=10', true],
    ['today', '/api/today', true],
    firstPage('compliance', '/api/compliance/'),
    ['compliance badges, drivers', '/api/compliance/badges?entityType=driver', true],
    ['dispatch board, a week', `/api/dispatch/board?${week}`, true],
    ['find "tulsa"', '/api/search?q=tulsa', true],
    ['find "driver123"', '/api/search?q=driver123', true],
    [`find ${loadNumber}`, `/api/search?q=${loadNumber}`, true],
    ['parametrics trailertypes', '/api/parametrics/trailertypes', true],
  ];
}

/** The endpoints `--only` names: those whose name contains one of its comma-separated parts (all without it). */
export function chooseEndpoints(endpoints: Endpoint[], only: string | undefined): Endpoint[] {
  const parts = only?.split(',').map((part) => part.trim());
  return endpoints.filter(([name]) => !parts || parts.some((part) => name.includes(part)));
}
