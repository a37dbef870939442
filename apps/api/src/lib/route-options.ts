import { errorResponse } from '@fletx/contract/errors';
import type { FastifyReply, FastifySchema } from 'fastify';
import type { Access } from '../plugins/access';
import type { RecordRoute } from '../plugins/record-versions';

/**
 * How a module declares its routes. `routeOptions` holds what its routes share: their OpenAPI tags and the
 * access most of them need; a route gives only what is its own: summary, inputs, answers (`okOr`,
 * `createdOr`), `access` where it differs from the module's, and `record` when it reads or updates one
 * record a person edits (plugins/record-versions.ts: ETag and If-Match).
 */
export function routeOptions(shared: { tags: string[]; access: Access }) {
  return <S extends FastifySchema>({
    access = shared.access,
    record,
    ...schema
  }: S & { access?: Access; record?: RecordRoute }) => ({
    config: { access, record } as { access: Access; record?: RecordRoute },
    schema: { tags: shared.tags, ...schema },
  });
}

/** The answers of every signed-in route besides its own: no valid token (401), not allowed (403). */
export const guarded = { 401: errorResponse, 403: errorResponse };

/** The error answers a route may list besides the guard's: bad input, no such row, a conflict, … */
export type ErrorStatus = 400 | 404 | 409 | 412 | 413 | 415 | 429;

type Answers<S extends 200 | 201, T, E extends ErrorStatus> = Record<S, T> &
  typeof guarded &
  Record<E, typeof errorResponse>;

function answers<S extends 200 | 201, T, E extends ErrorStatus>(status: S, body: T, errors: E[]) {
  const listed = Object.fromEntries(errors.map((code) => [code, errorResponse]));
  return { [status]: body, ...guarded, ...listed } as Answers<S, T, E>;
}

/**
 * The `response` schemas of a route that answers 200 with `body`: besides, 401 and 403 (the guard's, or
 * the login's wrong credentials and wrong group) and the errors listed, each an `errorResponse`.
 */
export const okOr = <T, E extends ErrorStatus = never>(body: T, ...errors: E[]) => answers(200, body, errors);

/** The same for a route that creates: 201 with `body`. */
export const createdOr = <T, E extends ErrorStatus = never>(body: T, ...errors: E[]) =>
  answers(201, body, errors);

/** The driver API's routes (docs/product.md "Driver API"): under its own tag, for a driver's token only. */
export const driverRoute = routeOptions({ tags: ['driver API'], access: 'driver' });

/** A route's usual answer, of what it read or computed: 200 with `{ message: 'OK', data }`. */
export const ok = <D>(data: D) => ({ message: 'OK', data });

/** A creating route's answer: 201 with `{ message, data }`. */
export function created<D>(reply: FastifyReply, message: string, data: D) {
  reply.code(201);
  return { message, data };
}
