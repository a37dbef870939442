import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers compressed when the client accepts it (docs/decisions/0050-compressed-answers.md): JSON, CSV
 * and the other text types of at least 1 KB, as gzip (cheaper per answer than brotli for what is made per
 * request), with `Vary: Accept-Encoding`; up to 64 KiB on the event loop, larger ones through zlib's streams.
 * Registered inside `/api` (app.ts): the web's files keep their build-time `.br`/`.gz` twins. Left as they
 * are: the live stream (written to the socket; `text/event-stream` is not compressible to the plugin), PDFs
 * and images (already compressed). Request bodies are not inflated: a client sends them as they are.
 */
async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['gzip'],
    syncThreshold: 64 * 1024,
    globalDecompression: false,
  });
}

export const compressionPlugin = fp(compression, { name: 'compression' });
