import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionHints, holdSessionHints } from '../../test/session-hints';
import { makeTokenSet } from '../../test/test-utils';
import { REFRESH_LOCK, singleRefresh } from './token-refresh';

/**
 * Two tabs of one browser: each its own page (its own `singleRefresh`), one cookie jar, one server. The server
 * rotates the refresh token on each use and, like the API, ends the family when a used token comes again.
 */
function browser() {
  let cookie = 'refresh-1';
  let live: string | null = 'refresh-1';
  let rotations = 0;
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/auth/refresh');
      // The browser attaches the cookie when the request leaves; the answer comes a moment later.
      const presented = cookie;
      sent.push(presented);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (presented !== live) {
        live = null;
        return new Response(JSON.stringify({ statusCode: 401 }), { status: 401 });
      }
      rotations += 1;
      live = `refresh-${rotations + 1}`;
      cookie = live;
      return new Response(JSON.stringify({ message: 'Token refreshed', data: makeTokenSet() }), {
        status: 200,
      });
    }),
  );
  const tab = () => {
    const saved: unknown[] = [];
    const refresh = singleRefresh({
      url: '/api/auth/refresh',
      door: 'back-office',
      read: (body) => (body as { data?: unknown }).data,
      save: (tokens) => saved.push(tokens),
    });
    return { refresh, saved };
  };
  return { tab, sent, familyAlive: () => live !== null };
}

/** The Web Locks API as browsers have it (jsdom has none): one holder per name, the others wait in turn. */
function webLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  const locks = {
    request: <R>(name: string, task: () => Promise<R>): Promise<R> => {
      names.push(name);
      const run = (queues.get(name) ?? Promise.resolve()).then(task);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  vi.stubGlobal('navigator', { ...navigator, locks });
  return names;
}

describe('one refresh at a time across tabs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('two tabs refreshing at once take turns under the lock: each sends the cookie the other left, both stay signed in', async () => {
    const lockNames = webLocks();
    const { tab, sent, familyAlive } = browser();
    const [first, second] = [tab(), tab()];
    const results = await Promise.all([first.refresh(), second.refresh()]);
    expect(results).toEqual(['refreshed', 'refreshed']);
    expect(sent).toEqual(['refresh-1', 'refresh-2']);
    expect(familyAlive()).toBe(true);
    expect(first.saved).toHaveLength(1);
    expect(second.saved).toHaveLength(1);
    expect(lockNames).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    expect(REFRESH_LOCK).toBe('fletx-refresh');
  });

  it('one tab’s concurrent 401s share one refresh', async () => {
    webLocks();
    const { tab, sent } = browser();
    const only = tab();
    expect(await Promise.all([only.refresh(), only.refresh(), only.refresh()])).toEqual([
      'refreshed',
      'refreshed',
      'refreshed',
    ]);
    expect(sent).toHaveLength(1);
  });

  it('without the Web Locks API it still refreshes (what the lock prevents: two tabs at once replay one token)', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const { tab, sent, familyAlive } = browser();
    expect(await tab().refresh()).toBe('refreshed');
    const results = await Promise.all([tab().refresh(), tab().refresh()]);
    expect(sent).toEqual(['refresh-1', 'refresh-2', 'refresh-2']);
    expect(results).toEqual(['refreshed', 'refused']);
    expect(familyAlive()).toBe(false);
  });

  it('tells a refusal from an unreachable server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const refresh = singleRefresh({
      url: '/api/auth/refresh',
      door: 'back-office',
      read: () => undefined,
      save: () => undefined,
    });
    expect(await refresh()).toBe('unreachable');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    expect(await refresh()).toBe('refused');
  });

  it("asks nothing of a browser without the door's session hint: refused at once, no 401 in its console", async () => {
    forgetSessionHints();
    const fetchSpy = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchSpy);
    const door = (name: 'back-office' | 'driver') =>
      singleRefresh({ url: '/api/auth/refresh', door: name, read: () => undefined, save: () => undefined });
    expect(await door('back-office')()).toBe('refused');
    expect(await door('driver')()).toBe('refused');
    expect(fetchSpy).not.toHaveBeenCalled();
    // The other door's hint is not this one's.
    holdSessionHints(true, ['fletx_driver_signed_in']);
    expect(await door('back-office')()).toBe('refused');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await door('driver')()).toBe('refused');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
