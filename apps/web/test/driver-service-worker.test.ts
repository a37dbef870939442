import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildVersion, DRIVER_SW_SOURCE, driverServiceWorker } from '../vite-driver-sw';

type Handler = (event: { waitUntil(work: Promise<unknown>): void }) => void;

/** Runs the built worker's script against a stand-in of the worker's globals; answers its handlers. */
function loadWorker(version: string, cacheNames: string[]) {
  const handlers = new Map<string, Handler>();
  const names = new Set(cacheNames);
  const self = {
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    clients: { claim: async () => undefined },
    skipWaiting: async () => undefined,
    location: { origin: 'https://fletx.example' },
  };
  const caches = {
    keys: async () => [...names],
    delete: async (name: string) => names.delete(name),
    open: async (name: string) => {
      names.add(name);
      return { addAll: async () => undefined };
    },
  };
  const script = driverServiceWorker(fs.readFileSync(DRIVER_SW_SOURCE, 'utf8'), version);
  new Function('self', 'caches', script)(self, caches);
  const run = async (type: string) => {
    const work: Promise<unknown>[] = [];
    handlers.get(type)?.({ waitUntil: (promise) => work.push(promise) });
    await Promise.all(work);
  };
  return { run, names };
}

describe("the drivers' app service worker", () => {
  it('is versioned by the build: another file name, another version', () => {
    const build = ['assets/driver-entry-a1.js', 'index.html'];
    expect(buildVersion(build)).toMatch(/^[0-9a-f]{12}$/);
    expect(buildVersion([...build].reverse())).toBe(buildVersion(build));
    expect(buildVersion(['assets/driver-entry-b2.js', 'index.html'])).not.toBe(buildVersion(build));
    const source = fs.readFileSync(DRIVER_SW_SOURCE, 'utf8');
    expect(driverServiceWorker(source, 'abc123')).not.toContain('BUILD_VERSION');
    expect(() => driverServiceWorker('const CACHE = "fixed";', 'abc123')).toThrow('BUILD_VERSION');
  });

  it("keeps its own build's cache and deletes the earlier builds' on activate, never another app's", async () => {
    const worker = loadWorker('new000000000', [
      'fletx-driver-old000000000',
      'fletx-driver-v1',
      'someone-else',
    ]);
    await worker.run('install');
    expect(worker.names.has('fletx-driver-new000000000')).toBe(true);
    await worker.run('activate');
    expect([...worker.names].sort()).toEqual(['fletx-driver-new000000000', 'someone-else']);
  });
});
