import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers compressed when the client accepts it (docs/decisions/0050-compressed-answers.md): JSON, CSV and
 * the other text types of at least 1 KB, brotli at the plugin's recommended quality or gzip, with
 * `Vary: Accept-Encoding`. Left as they are: the live stream (written to the socket, and `text/event-stream`
 * is not a compressible type to the plugin), PDFs and images (already compressed), the web's files (sent
 * from their `.br`/`.gz` twins, which carry a `Content-Encoding` already). Request bodies are not inflated:
 * a client sends them as they are.
 */
async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['gzip'],
    syncThreshold: 64 * 1024,
    globalDecompression: false,
  });
}

export const compressionPlugin = fp(compression, { name: 'compression' });
