import type { RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { type ExpectedVersion, expectedVersion, type Saved, withVersion } from './record-version';
import {
  answer,
  type DataOf,
  type MessageOf,
  type RecordRequest,
  type Route,
  type RouteDoc,
  type RoutesApp,
} from './route-kinds';
import { created, createdOr, type ErrorStatus, ok, okOr } from './route-options';

/** What a removal gives back: the record as it was; anything (not answered) when its answer has no `data`. */
type RemovedOf<A extends z.ZodType> = z.input<A> extends { data: infer D } ? D : unknown;

/**
 * The routes on one type of record whose service answers it with its version (`Saved`: fuel purchases,
 * maintenance schedules, work orders, rate-confirmation drafts, a broker's check calls, a load's instructions),
 * named by `params`: its GET and its creation send that version as `ETag`; a change gives the service the
 * version its `If-Match` expects and sends the new one (docs/product.md "Stale edits"). `recordRoutes`
 * (route-kinds.ts) does the same for the records whose version the audit trail keeps. Each answers
 * `{ message, data }` with `response`.
 */
export function savedRoutes<P extends z.ZodObject, R extends z.ZodType>(
  app: RoutesApp,
  route: Route,
  params: P,
  response: R,
) {
  type Data = DataOf<R>;
  return {
    /** `GET path`: the record (400 bad params, 404 none). */
    get(path: string, doc: RouteDoc, read: (params: z.output<P>) => Promise<Saved<Data>>): void {
      const options: RouteShorthandOptions = route({ ...doc, params, response: okOr(response, 400, 404) });
      app.get(path, options, async (request, reply) =>
        ok(withVersion(reply, await read(request.params as z.output<P>))),
      );
    },

    /** `POST path` with `doc.body`: a new record, answered 201 (400 bad input). */
    create<B extends z.ZodType>(
      path: string,
      { body, ...doc }: RouteDoc & { body: B },
      message: string,
      create: (request: RecordRequest<z.ZodObject, B>) => Promise<Saved<Data>>,
    ): void {
      const options: RouteShorthandOptions = route({ ...doc, body, response: createdOr(response, 400) });
      app.post(path, options, async (request, reply) =>
        created(reply, message, withVersion(reply, await create(request as RecordRequest<z.ZodObject, B>))),
      );
    },

    /** `PUT path` with `doc.body`: `change` gets the version `If-Match` expects; the errors it answers listed. */
    change<B extends z.ZodType>(
      path: string,
      { body, errors, ...doc }: RouteDoc & { body: B; errors: ErrorStatus[] },
      message: MessageOf<Data, RecordRequest<P, B>>,
      change: (request: RecordRequest<P, B>, version: ExpectedVersion) => Promise<Saved<Data>>,
    ): void {
      const options: RouteShorthandOptions = route({
        ...doc,
        params,
        body,
        response: okOr(response, ...errors),
      });
      app.put(path, options, async (request, reply) => {
        const typed = request as RecordRequest<P, B>;
        const data = withVersion(reply, await change(typed, expectedVersion(request.headers['if-match'])));
        return answer(message, data, typed);
      });
    },

    /**
     * `DELETE path`: `remove` gets the version `If-Match` expects (412 when the record moved on) and gives back
     * the record as it was, answered as `data`; with `doc.response` `messageOnly`, `message` alone is
     * answered. No `ETag`: the record is gone.
     */
    remove<A extends z.ZodType = R>(
      path: string,
      { response: answered, ...doc }: RouteDoc & { response?: A },
      message: string,
      remove: (params: z.output<P>, version: ExpectedVersion) => Promise<RemovedOf<A>>,
    ): void {
      const options: RouteShorthandOptions = route({
        ...doc,
        params,
        response: okOr(answered ?? response, 400, 404, 412),
      });
      app.delete(path, options, async (request) => ({
        message,
        data: await remove(request.params as z.output<P>, expectedVersion(request.headers['if-match'])),
      }));
    },
  };
}
