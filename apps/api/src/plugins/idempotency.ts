import crypto from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotencyHeaders,
} from '@fletx/contract/driver-api';
import { errorResponse } from '@fletx/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { IdempotencyService, KeptAnswer } from '../modules/idempotency/idempotency.service';
import { principalOf } from './access';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The path a key is bound to: no query, no doubled or trailing slash (both are optional on every route). */
const pathOf = (url: string) => (url.split('?')[0] ?? '').replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

/** SHA-256 of the body as the route read it (a multipart route describes its form in a preHandler). */
const fingerprintOf = (body: unknown) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

/**
 * Retry-safe driver API (docs/product.md "Driver API", decision 0016): every POST of a route whose access is
 * `driver` takes an optional `Idempotency-Key` header (declared in its schema, so validated and documented).
 * With a key, the route's handler runs through IdempotencyService.run: once per key and driver, its answer
 * serialized and kept (with its `ETag`) in the transaction of its change; a repeat gets the kept answer with
 * `Idempotency-Replayed: true`. A handler of such a route returns its payload (after `reply.code(…)`), never
 * sends it itself: the answer is only sent once it is kept.
 */
export const idempotencyPlugin = fp<{ idempotency: IdempotencyService }>(
  async (app: FastifyInstance, { idempotency }) => {
    app.addHook('onRoute', (route) => {
      if (route.method !== 'POST' || route.config?.access !== 'driver') return;
      if (route.schema?.headers)
        throw new Error(
          `Route POST ${route.url} declares headers: merge the Idempotency-Key header into them.`,
        );
      // 409 while a repeat's first request has no answer yet, 422 for a key used for another request.
      const response = { 409: errorResponse, 422: errorResponse, ...(route.schema?.response ?? {}) };
      route.schema = { ...route.schema, headers: idempotencyHeaders, response };
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function idempotent(this: FastifyInstance, request, reply) {
        const key = request.headers[IDEMPOTENCY_KEY_HEADER];
        if (typeof key !== 'string') return handler.call(this, request, reply);
        const keyed = {
          driverId: principalOf(request).userId,
          key,
          method: request.method,
          path: pathOf(request.url),
          fingerprint: fingerprintOf(request.body),
        };
        const answer = await idempotency.run(keyed, () => runOnce(handler, this, request, reply));
        if (answer.replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
        if (answer.etag !== undefined) reply.header('etag', answer.etag);
        // A string with a JSON content type is sent as it is: the kept text, byte for byte.
        return reply.code(answer.statusCode).type(JSON_TYPE).send(answer.body);
      };
    });
  },
  { name: 'idempotency', dependencies: ['access'] },
);

/** Runs the route's own handler and serializes its payload with the route's response schema. */
async function runOnce(
  handler: RouteHandlerMethod,
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<KeptAnswer> {
  const payload = await handler.call(app, request, reply);
  if (payload === reply || reply.sent)
    throw new Error(`${request.method} ${request.url}: a keyed route must return its payload, not send it`);
  const body = reply.serialize(payload);
  const etag = reply.getHeader('etag');
  return {
    statusCode: reply.statusCode,
    body: typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer).toString('utf8'),
    ...(etag === undefined ? {} : { etag: String(etag) }),
  };
}
