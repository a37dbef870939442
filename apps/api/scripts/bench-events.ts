import { openBenchApp } from './bench-app';

const streams = Number(process.argv[2] ?? 200);
const events = Number(process.argv[3] ?? 1000);
const bench = await openBenchApp('fletx-bench-events');
const { database, services, app, admin } = bench;
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
globalThis.gc?.();
const before = process.memoryUsage();
const controllers: AbortController[] = [];
const received = new Array<number>(streams).fill(0);
let resolveAll: () => void = () => {};
const allDone = new Promise<void>((resolve) => {
  resolveAll = resolve;
});
let complete = 0;
for (let i = 0; i < streams; i++) {
  const { ticket } = await services.events.issueTicket(admin.id);
  const controller = new AbortController();
  controllers.push(controller);
  const response = await fetch(`${base}/api/events?ticket=${ticket}`, { signal: controller.signal });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no stream');
  void (async () => {
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      const text = decoder.decode(value, { stream: true });
      const count = text.split('\nevent: ').length - 1;
      received[i] = (received[i] ?? 0) + count;
      if (count > 0 && received[i] === events && ++complete === streams) resolveAll();
    }
  })();
}
globalThis.gc?.();
const open = process.memoryUsage();

// Published by PUBLISHERS writers at once, as many requests of a busy process would.
const publishers = 20;
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: publishers }, async () => {
    for (let n = next++; n < events; n = next++) {
      await services.events.publish('load.position', {
        loadId: 1,
        driverId: 1,
        lat: 32.7767 + n / 1e4,
        lon: -96.797,
        at: new Date().toISOString(),
      });
    }
  }),
);
const published = performance.now() - started;
await allDone;
const elapsed = performance.now() - started;

console.info(`database: ${database.kind}; ${streams} streams, ${events} events`);
console.info(
  `published in ${published.toFixed(0)} ms; every stream had every event after ${elapsed.toFixed(0)} ms`,
);
console.info(
  `events/s fanned out: ${((events / elapsed) * 1000).toFixed(0)}; deliveries/s: ${(((events * streams) / elapsed) * 1000).toFixed(0)}`,
);
console.info(
  `memory: RSS ${mb(before.rss)} → ${mb(open.rss)} with the streams open (${((open.rss - before.rss) / streams / 1024).toFixed(1)} KB per stream); heap ${mb(before.heapUsed)} → ${mb(open.heapUsed)} (${((open.heapUsed - before.heapUsed) / streams / 1024).toFixed(1)} KB per stream)`,
);
for (const controller of controllers) controller.abort();
await bench.close();
