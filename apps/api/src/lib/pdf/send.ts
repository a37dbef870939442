import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The OpenAPI shape of a PDF answer (sent as bytes, never serialized). */
export const pdfBody = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'application/pdf' });

/** Sends `bytes` as `<name>.pdf`, shown inline (the browser's viewer), never cached. */
export function sendPdf(reply: FastifyReply, name: string, bytes: Uint8Array): FastifyReply {
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${safe}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}
