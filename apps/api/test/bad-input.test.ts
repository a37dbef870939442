import { type SQL, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenSigner } from '../src/modules/auth/tokens';
import { errorsPlugin } from '../src/plugins/errors';
import { bookingBody } from './helpers/broker-factories';
import { loggedInUser, makeTrailer, uploadDocument, withTwoFactor } from './helpers/factories';
import { approvedBroker, approvedDriver, createLoad } from './helpers/load-factories';
import {
  casesFor,
  type FuzzCase,
  findBaseline,
  type OpenApiDocument,
  operationsOf,
} from './helpers/openapi-fuzz';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from './helpers/test-app';

/**
 * Bad input never causes a 5xx: every operation of the OpenAPI document, every path parameter, query
 * parameter and top-level body field it declares, with NUL bytes, out-of-range numbers, wrong types, huge
 * and empty strings, and broken multipart bodies. A route added tomorrow is walked the day it is added.
 */
let ctx: TestContext;
let staff: string;
let driver: string;

beforeAll(async () => {
  ctx = await createTestApp();
  // User 1 is a bystander: the walk may change or delete "user 1", which must not end the walk's own session.
  await loggedInUser(ctx, { role: 'Dispatcher' });
  staff = (await loggedInUser(ctx, { role: 'Carriers' })).authorization;
  // With two-factor sign-in on, the walk's user is not held back when the walk turns the carrier's rule on.
  await withTwoFactor(ctx, staff);
  // One record of each kind, so `1` in a path names something and bad values get past the lookups.
  const api = ctx.api.as(staff);
  const driverId = await approvedDriver(ctx, staff);
  const broker = await approvedBroker(ctx, staff);
  await createLoad(api, broker.id, driverId);
  await api.post('/api/bookings/manualCreate', bookingBody(broker.id));
  await makeTrailer(ctx, staff);
  await uploadDocument(ctx, staff);
  const { accessToken } = await new TokenSigner(TEST_JWT_SECRET).sign({
    id: driverId,
    firstName: 'Fuzz',
    lastName: 'Driver',
    email: 'fuzz.driver@example.com',
    role: 'Driver',
    group: 'drivers',
    tokenVersion: 0,
  });
  driver = `Bearer ${accessToken}`;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

/** How many requests are in flight at once: enough to overlap the app's work, not to swamp two cores. */
const PARALLEL = 6;

describe('bad input', () => {
  it('never answers a 5xx, on any operation of the OpenAPI document', async () => {
    const operations = operationsOf(ctx.app.swagger() as unknown as OpenApiDocument);
    const driverPaths = new Set(
      ctx.app.routeAccess
        .filter((r) => r.access === 'driver')
        .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    // Public routes answer 401 for their own reasons (a wrong password, an unknown live-update ticket).
    const publicPaths = new Set(
      ctx.app.routeAccess
        .filter((r) => r.access === 'public')
        .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    const tokenFor = (method: string, path: string) =>
      driverPaths.has(`${method} ${path}`) ? driver : staff;

    // A request each operation accepts, found by trying values until validation passes.
    let probes = 0;
    const casesOf = async (list: typeof operations) => {
      const found: FuzzCase[] = [];
      for (const { method, path, operation } of list) {
        const baseline = await findBaseline(method, path, operation, (m, url, body) => {
          probes++;
          return ctx.app.inject({
            method: m as 'GET',
            url,
            headers: {
              authorization: tokenFor(method, path),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
        });
        found.push(...casesFor(method, path, operation, baseline));
      }
      return found;
    };

    const failures: string[] = [];
    let refused = 0;
    let sent = 0;
    const send = async (c: FuzzCase) => {
      sent++;
      const r = await ctx.app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: { authorization: tokenFor(c.method, c.path), ...c.headers },
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      if (r.statusCode === 401 && !publicPaths.has(`${c.method} ${c.path}`)) refused++;
      if (r.statusCode >= 500) {
        failures.push(`${r.statusCode} ${c.method} ${c.path} — ${c.what}: ${r.body.slice(0, 120)}`);
      }
    };
    // Logging out ends every session of the user, so those operations go last: until then every request is
    // judged with a live session (no 401), so the walk reaches the validation and the database.
    const endsSession = (o: { path: string }) => o.path.endsWith('/logout');
    const live = await casesOf(operations.filter((o) => !endsSession(o)));
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < live.length; i = next++) await send(live[i]!);
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    expect(refused, 'requests refused as not logged in before the logout calls').toBe(0);
    for (const c of await casesOf(operations.filter(endsSession))) await send(c);
    staff = (await loggedInUser(ctx, { role: 'Carriers' })).authorization;
    await withTwoFactor(ctx, staff);

    console.info(
      `bad input: ${operations.length} operations, ${probes + sent} requests, ${failures.length} 5xx`,
    );
    expect(operations.length).toBeGreaterThan(100);
    expect(failures.sort(), failures.join('\n')).toEqual([]);
  }, 120_000);

  it('names the field holding a NUL character, before login too', async () => {
    const api = ctx.api.as(staff);
    const search = await api.get('/api/vehicle?search=a%00b');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({
      statusCode: 400,
      error: 'BadRequest',
      message: 'search contains a character that cannot be stored (NUL).',
      details: [
        { path: 'querystring.search', message: 'search contains a character that cannot be stored (NUL).' },
      ],
    });
    const plate = await api.get('/api/vehicle/findByLicensePlate/AB%00C');
    expect(plate.statusCode).toBe(400);
    expect(plate.json().message).toBe('plate contains a character that cannot be stored (NUL).');
    for (const url of ['/api/auth/login', '/api/driver/auth/login']) {
      const login = await ctx.api.post(url, { name: 'a\u0000b', password: 'x' });
      expect(login.statusCode, url).toBe(400);
      expect(login.json().message).toBe('name contains a character that cannot be stored (NUL).');
    }
    const forgot = await ctx.api.post('/api/auth/forgotpassword', { username: 'a\u0000b@example.com' });
    expect(forgot.statusCode).toBe(400);
  });

  it('refuses an id beyond the database integer range with a 400 naming it', async () => {
    const r = await ctx.api.as(staff).get('/api/loadbook/findAllActive?brokerId=2147483648');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe('brokerId is not a valid id (a whole number up to 2147483647).');
    expect(r.json().details).toEqual([{ path: 'querystring.brokerId', message: r.json().message }]);
  });

  it('answers a multipart upload without a boundary, or cut short, with a 400', async () => {
    const api = ctx.api.as(staff);
    const malformed = 'The multipart form is malformed.';
    for (const [what, url, payload, contentType, message] of [
      ['no boundary', '/api/user/import', '--x\r\n\r\nabc\r\n--x--\r\n', 'multipart/form-data', malformed],
      // A boundary the body does not use: the parser reaches the end without finding a part.
      [
        'a boundary the body does not use',
        '/api/user/import',
        '--other\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc\r\n--other--\r\n',
        'multipart/form-data; boundary=fuzz',
        malformed,
      ],
      [
        'cut short',
        '/api/documents',
        '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
        'multipart/form-data; boundary=fuzz',
      ],
      ['a long boundary', '/api/documents', '--x\r\n', `multipart/form-data; boundary=${'b'.repeat(300)}`],
    ] as const) {
      const r = await api.post(url, payload, { headers: { 'content-type': contentType } });
      expect(r.statusCode, what).toBe(400);
      if (message) expect(r.json().message, what).toBe(message);
    }
  });

  it('answers a value the database refuses with a 400, and anything else the database says with a 500', async () => {
    // The net behind the guard: the real driver's errors through the one error handler.
    const app = Fastify();
    await app.register(errorsPlugin);
    const queries: Record<string, SQL> = {
      nul: sql`SELECT ${'a\u0000b'}::text`,
      range: sql`SELECT ${'2147483648'}::int4`,
      syntax: sql`SELECT ${'x'}::int4`,
      date: sql`SELECT ${'2026-02-30'}::date`,
      table: sql`SELECT * FROM no_such_table`,
    };
    app.get('/:query', async (request) => {
      await ctx.database.db.execute(queries[(request.params as { query: string }).query]!);
      return {};
    });
    const answers: Record<string, [number, string]> = {};
    for (const query of Object.keys(queries)) {
      const r = await app.inject({ url: `/${query}` });
      answers[query] = [r.statusCode, r.json().message];
    }
    await app.close();
    expect(answers).toEqual({
      nul: [400, 'A value contains a character that cannot be stored.'],
      range: [400, 'A number is out of range.'],
      syntax: [400, 'A value is not in the expected format.'],
      date: [400, 'A date or time is out of range.'],
      table: [500, 'Something went wrong on our side. Try again in a moment.'],
    });
  });
});
