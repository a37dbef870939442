import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type ErrorDetail } from '../lib/errors';

/** The range of PostgreSQL's `integer`, the type of every id column. */
const ID_RANGE = { min: -2147483648, max: 2147483647 } as const;

/** Field names that hold an id, whatever the route's schema says: `id`, `userId`, `broker_id`, `ids`. */
const ID_KEY = /^(id|ids)$|Ids?$|_ids?$/;
const WHOLE_NUMBER = /^-?\d+$/;
/** Deeper than any form the API takes; a body nested further is walked no deeper. */
const MAX_DEPTH = 32;

function idProblem(key: string | undefined, value: unknown): boolean {
  if (key === undefined || !ID_KEY.test(key)) return false;
  if (typeof value === 'number') {
    return !Number.isInteger(value) || value < ID_RANGE.min || value > ID_RANGE.max;
  }
  if (typeof value === 'string' && WHOLE_NUMBER.test(value)) {
    const n = Number(value);
    return n < ID_RANGE.min || n > ID_RANGE.max;
  }
  return false;
}

/**
 * The first value in `value` that the database cannot take: a string with a NUL character (PostgreSQL text
 * cannot hold one) or an id outside the `integer` range.
 */
function findUnstorable(value: unknown, path: string[], key?: string, depth = 0): ErrorDetail | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) {
      return { path: path.join('.'), message: 'contains a character that cannot be stored (NUL).' };
    }
  } else if (Array.isArray(value)) {
    if (depth >= MAX_DEPTH) return undefined;
    for (const [i, item] of value.entries()) {
      const found = findUnstorable(item, [...path, String(i)], key, depth + 1);
      if (found) return found;
    }
    return undefined;
  } else if (value !== null && typeof value === 'object') {
    if (
      depth >= MAX_DEPTH ||
      Buffer.isBuffer(value) ||
      typeof (value as { pipe?: unknown }).pipe === 'function'
    )
      return undefined;
    for (const [k, item] of Object.entries(value)) {
      const found = findUnstorable(item, [...path, k], k, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (idProblem(key, value)) {
    return {
      path: path.join('.'),
      message: `is not a valid id (a whole number up to ${ID_RANGE.max}).`,
    };
  }
  return undefined;
}

/** The 400 for an unstorable value: the message names the field, the detail gives its full path. */
function unstorableInput(detail: ErrorDetail): AppError {
  const field = detail.path.split('.').slice(1).join('.') || detail.path;
  const message = `${field} ${detail.message}`;
  return new AppError('BadRequest', message, [{ path: detail.path, message }]);
}

/** The parts of the request the route declares (validated when it has a schema for them). */
function checkRequest(request: FastifyRequest): void {
  // Unknown paths stay 404s; a route that validates by itself (attachValidation) reports its own errors.
  const schema = request.routeOptions.schema;
  if (request.is404 || request.validationError || !schema) return;
  const parts: Array<[string, unknown, unknown]> = [
    ['params', schema.params, request.params],
    ['querystring', schema.querystring, request.query],
    ['body', schema.body, request.body],
  ];
  for (const [context, declared, value] of parts) {
    if (!declared) continue;
    const found = findUnstorable(value, [context]);
    if (found) throw unstorableInput(found);
  }
}

/**
 * Bad input never reaches the database (docs/decisions/0017-bad-input-and-operations.md): after schema
 * validation, and before any handler, every path parameter, query parameter and JSON body value a route
 * declares is checked for what PostgreSQL would refuse with an error — a NUL character in text, an id
 * beyond `integer`. The answer is a 400 naming the field. Multipart bodies are read by their routes and not
 * seen here; the error handler's mapping of PostgreSQL's data exceptions is the net behind this.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook: the check is synchronous, and an async hook would cost every call a promise.
    app.addHook('preHandler', (request, _reply, done) => {
      try {
        checkRequest(request);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    });
  },
  { name: 'input-guard' },
);
