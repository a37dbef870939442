import { messages } from '@fletx/contract/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeTokenSet, storeSession, stubFetch } from '../../test/test-utils';
import { ApiError, abortCalls, api, onSessionEnded } from './api-client';
import { getAccessToken } from './session';

describe('api client', () => {
  let unsubscribe: (() => void) | undefined;
  afterEach(() => {
    unsubscribe?.();
    unsubscribe = undefined;
  });

  it('sends the stored access token as a Bearer token, and an empty header without one', async () => {
    const { calls } = stubFetch(() => jsonResponse({ message: 'ok' }));
    await api.get('/health');
    expect(calls[0]?.url).toBe('/api/health');
    expect(calls[0]?.headers.get('Authorization')).toBe('');

    storeSession();
    await api.get('/health', { query: { page: 2, search: undefined } });
    expect(calls[1]?.url).toBe('/api/health?page=2');
    expect(calls[1]?.headers.get('Authorization')).toBe(`Bearer ${getAccessToken()}`);
  });

  it('keeps a record\'s ETag and sends it back as If-Match (docs/product.md "Stale edits")', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'GET'
        ? new Response(JSON.stringify({ message: 'ok' }), { headers: { ETag: '"7"' } })
        : jsonResponse({ message: 'saved' }),
    );
    await expect(api.getWithEtag('/vehicle/find/3')).resolves.toEqual({
      body: { message: 'ok' },
      etag: '"7"',
    });
    await api.put('/vehicle/updateTruck/3', {}, { ifMatch: '"7"' });
    await api.put('/vehicle/updateTruck/3', {});
    expect(calls[1]?.headers.get('If-Match')).toBe('"7"');
    expect(calls[2]?.headers.has('If-Match')).toBe(false);
  });

  it('answers an update with the ETag it sends back: the record\'s new version ("Versions on the wire")', async () => {
    const { calls } = stubFetch(
      () => new Response(JSON.stringify({ message: 'saved' }), { headers: { ETag: '"8"' } }),
    );
    const saved = await api.changeWithEtag('PATCH', '/invoices/7', { notes: 'x' }, { ifMatch: '"7"' });
    expect(saved).toEqual({ body: { message: 'saved' }, etag: '"8"' });
    expect(calls[0]).toMatchObject({ url: '/api/invoices/7', method: 'PATCH', body: { notes: 'x' } });
    expect(calls[0]?.headers.get('If-Match')).toBe('"7"');
  });

  it('turns the error shape into an ApiError', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'The plate is already registered.',
          details: [{ path: 'plate', message: 'taken' }],
        },
        409,
      ),
    );
    const failure = await api.post('/vehicle', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      statusCode: 409,
      code: 'Conflict',
      message: 'The plate is already registered.',
      details: [{ path: 'plate', message: 'taken' }],
    });
  });

  it('on 401 refreshes once and retries with the new token', async () => {
    storeSession();
    const fresh = makeTokenSet({ givenName: 'New', expiresIn: 7200 });
    const { calls } = stubFetch((call) => {
      if (call.url === '/api/auth/refresh') return jsonResponse({ message: 'ok', data: fresh });
      if (call.headers.get('Authorization') === `Bearer ${fresh.accessToken.jwtToken}`) {
        return jsonResponse({ message: 'ok', data: [] });
      }
      return jsonResponse({ statusCode: 401, error: 'SessionExpired', message: 'expired' }, 401);
    });

    await expect(api.get('/loads')).resolves.toEqual({ message: 'ok', data: [] });
    expect(calls.map((call) => call.url)).toEqual(['/api/loads', '/api/auth/refresh', '/api/loads']);
    // The refresh token is the cookie's: no body, and the token stays out of the page's reach.
    expect(calls[1]?.body).toBeUndefined();
    expect(getAccessToken()).toBe(fresh.accessToken.jwtToken);
    expect(localStorage.length).toBe(0);
  });

  it('logs out when the refresh fails', async () => {
    storeSession();
    const ended = vi.fn();
    unsubscribe = onSessionEnded(ended);
    stubFetch((call) =>
      call.url === '/api/auth/refresh'
        ? jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'revoked' }, 401)
        : jsonResponse({ statusCode: 401, error: 'SessionExpired', message: 'expired' }, 401),
    );

    await expect(api.get('/loads')).rejects.toMatchObject({ statusCode: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
  });

  it('a logout cuts short the calls on their way: refused as the ended session would be, not asked again', async () => {
    storeSession();
    const ended = vi.fn();
    unsubscribe = onSessionEnded(ended);
    const asked: string[] = [];
    // A server that has not answered yet: a call ends only when it is aborted.
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        asked.push(String(input));
        return new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      }),
    );
    const list = api.get('/loads').catch((error: unknown) => error);
    const save = api.post('/vehicle', {}).catch((error: unknown) => error);
    const own = new AbortController();
    const cancelled = api.get('/brokers', { signal: own.signal }).catch((error: unknown) => error);
    // A query's own cancellation still aborts its call as it did (TanStack Query's).
    own.abort();
    expect(await cancelled).toMatchObject({ name: 'AbortError' });

    abortCalls();
    for (const failure of [await list, await save]) {
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ statusCode: 401, message: messages.invalidToken });
    }
    // No refresh and no second ask: the session is over, and the session-ended handlers are not called again.
    expect(asked).toEqual(['/api/loads', '/api/vehicle', '/api/brokers']);
    expect(ended).not.toHaveBeenCalled();
  });

  it('does not refresh for calls that opt out (login)', async () => {
    storeSession();
    const { calls } = stubFetch(() =>
      jsonResponse(
        { statusCode: 401, error: 'Unauthorized', message: 'Incorrect username or password.' },
        401,
      ),
    );
    await expect(api.post('/auth/login', {}, { refreshOnUnauthorized: false })).rejects.toThrow(
      'Incorrect username or password.',
    );
    expect(calls).toHaveLength(1);
    expect(getAccessToken()).not.toBeNull();
  });
});
