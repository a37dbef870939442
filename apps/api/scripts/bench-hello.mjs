import Fastify from 'fastify';

/** The benchmark's yardstick (apps/api/scripts/bench.ts): a bare Fastify answering `{ hello: 'world' }`. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 3300), host: '127.0.0.1' });
console.log('listening');
