import type { AuditEntityType } from '@fletx/contract/audit';
import { exportQuery } from '@fletx/contract/paging';
import type { FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../plugins/access';
import type { RecordRoute } from '../plugins/record-versions';
import { type CsvColumn, csvBody, sendCsv } from './csv';
import type { PageInfo } from './paging';
import { pdfBody, sendPdf } from './pdf/send';
import { type ExpectedVersion, expectedVersion, type Saved, withVersion } from './record-version';
import { createdOr, ok, okOr, type routeOptions } from './route-options';

/** The app as a module's routes plugin receives it. */
export type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];

/** A module's route declarer (`routeOptions({ tags, access })`). */
export type Route = ReturnType<typeof routeOptions>;

type Rows<T> = AsyncIterable<ReadonlyArray<T>> | Iterable<ReadonlyArray<T>>;

/** What `data` a list answers, from the schema of its JSON answer (`{ message, data }`). */
export type DataOf<L extends z.ZodType> = z.input<L> extends { data: infer D } ? D : never;

export interface ListRoute<Q extends z.ZodObject, L extends z.ZodType, T> {
  summary: string;
  description?: string;
  /** The list's own query; `format` (exportQuery) is added to it. */
  querystring: Q;
  /** The JSON answer, `{ message, data }`. */
  response: L;
  /** `format=csv`: the file name (without `.csv`), its columns and every matching row, in batches. */
  csv: {
    name: string;
    columns: ReadonlyArray<CsvColumn<T>>;
    rows: (query: z.output<Q>) => Rows<T> | Promise<Rows<T>>;
  };
  /** The page the JSON answer carries in `data`. */
  list: (query: z.output<Q>) => Promise<DataOf<L>>;
}

/**
 * `GET path`: a list that also answers `format=csv` with every matching row (docs/product.md "Export").
 * The one way a module declares such a list: its query gets `format`, its answers are the list or the CSV
 * bytes, and a bad query is a 400.
 */
export function listRoute<Q extends z.ZodObject, L extends z.ZodType, T>(
  app: RoutesApp,
  route: Route,
  path: string,
  { querystring, response, csv, list, ...doc }: ListRoute<Q, L, T>,
): void {
  // The schema is checked where `spec` is typed; Fastify needs no more of its generic shape here.
  const options: RouteShorthandOptions = route({
    ...doc,
    querystring: querystring.safeExtend(exportQuery.shape),
    produces: ['application/json', 'text/csv'],
    response: okOr(z.union([response, csvBody]), 400),
  });
  app.get(path, options, async (request, reply) => {
    const query = request.query as z.output<Q> & z.output<typeof exportQuery>;
    if (query.format === 'csv') return sendCsv(reply, csv.name, csv.columns, await csv.rows(query));
    return ok(await list(query));
  });
}

/**
 * `GET path`: a document as a PDF (`<name>.pdf`, shown inline); errors answer JSON, so both are produced.
 * `pdf` gets the request too, for a document that depends on who asks (a driver's own pay statement).
 */
export function pdfRoute<P extends z.ZodObject>(
  app: RoutesApp,
  route: Route,
  path: string,
  {
    params,
    pdf,
    ...doc
  }: { summary: string; params: P; pdf: (params: z.output<P>, request: FastifyRequest) => Promise<PdfFile> },
): void {
  const options: RouteShorthandOptions = route({
    ...doc,
    params,
    produces: ['application/pdf', 'application/json'],
    response: okOr(pdfBody, 400, 404),
  });
  app.get(path, options, async (request, reply) => {
    const { name, bytes } = await pdf(request.params as z.output<P>, request);
    return sendPdf(reply, name, bytes);
  });
}

/**
 * What a `GET` produces and answers when it gives `response` as JSON, or its rows as a file with `format=csv`
 * or `format=pdf` (docs/product.md "Export"); a bad query is a 400.
 */
export const jsonCsvOrPdf = <R extends z.ZodType>(response: R) => ({
  produces: ['application/json', 'text/csv', 'application/pdf'],
  response: okOr(z.union([response, csvBody, pdfBody]), 400),
});

/** A PDF to send: its file name without `.pdf` and its bytes. */
export interface PdfFile {
  name: string;
  bytes: Uint8Array;
}

/** A page as the loads, bookings, brokers and deliveries lists spell it: `{ info, extraData }`. */
export function pagedData<T>({ info, page }: { info: T[]; page: PageInfo }) {
  return { info, extraData: { total: page.itemCount, page: page.page, take: page.take } };
}

/** A handler that answers `{ message, data }` with what `read` gives for the signed-in caller's user id. */
export const forCaller =
  <T>(message: string, read: (userId: number) => Promise<T>) =>
  async (request: FastifyRequest) => ({ message, data: await read(principalOf(request).userId) });

/** What a route says of itself in the OpenAPI document. */
export interface RouteDoc {
  summary: string;
  description?: string;
}

/** `GET path`: `{ message: 'OK', data }` with what `read` finds for the checked `params` (400 for bad ones). */
export function readRoute<P extends z.ZodObject, R extends z.ZodType>(
  app: RoutesApp,
  route: Route,
  path: string,
  { params, response, ...doc }: RouteDoc & { params: P; response: R },
  read: (params: z.output<P>) => Promise<DataOf<R>>,
): void {
  const options: RouteShorthandOptions = route({ ...doc, params, response: okOr(response, 400) });
  app.get(path, options, async (request) => ok(await read(request.params as z.output<P>)));
}

/** A request to a record route: its checked `params` and `body`. */
export type RecordRequest<P extends z.ZodObject, B extends z.ZodType | undefined> = FastifyRequest & {
  params: z.output<P>;
  body: B extends z.ZodType ? z.output<B> : undefined;
};

/** The `message` of a change's answer: fixed, or from the record it answers and the request. */
export type MessageOf<D, Request> = string | ((data: D, request: Request) => string);

/** A change's answer: `data` with its `message`, fixed or made from it and the request. */
export const answer = <D, Q>(message: MessageOf<D, Q>, data: D, request: Q) => ({
  message: typeof message === 'string' ? message : message(data, request),
  data,
});

/**
 * The routes on one `type` of record a person edits, named by `params` (docs/product.md "Stale edits"): a GET
 * answers the record's version as `ETag` (plugins/record-versions.ts); a change gives the version its
 * `If-Match` expects to the service, whose repository refuses an older one (412), and answers the new version
 * as `ETag` (lib/record-version.ts). Each answers `{ message, data }` with `response` unless it says otherwise.
 */
export function recordRoutes<P extends z.ZodObject, R extends z.ZodType>(
  app: RoutesApp,
  route: Route,
  type: AuditEntityType,
  params: P,
  response: R,
) {
  const record: RecordRoute = { type };
  return {
    /** `GET path`: the record (404 when there is none), or another answer about it (`doc.response`). */
    get<A extends z.ZodType = R>(
      path: string,
      { response: answer, ...doc }: RouteDoc & { response?: A },
      read: (params: z.output<P>) => Promise<DataOf<A>>,
    ): void {
      const options: RouteShorthandOptions = route({
        ...doc,
        record,
        params,
        response: okOr(answer ?? response, 400, 404),
      });
      app.get(path, options, async (request) => ok(await read(request.params as z.output<P>)));
    },

    /**
     * `PUT`, `PATCH`, `DELETE` or `POST path` (an action on the record) with `doc.body`: `change` gets the
     * version the request's `If-Match` expects and answers the changed record with its new version, sent as
     * `ETag` (400, 404, 409, 412).
     */
    change<B extends z.ZodType | undefined = undefined>(
      method: 'put' | 'patch' | 'delete' | 'post',
      path: string,
      { body, ...doc }: RouteDoc & { body?: B },
      message: MessageOf<DataOf<R>, RecordRequest<P, B>>,
      change: (request: RecordRequest<P, B>, version: ExpectedVersion) => Promise<Saved<DataOf<R>>>,
    ): void {
      const options: RouteShorthandOptions = route({
        ...doc,
        params,
        ...(body && { body }),
        response: okOr(response, 400, 404, 409, 412),
      });
      app[method](path, options, async (request, reply) => {
        const typed = request as RecordRequest<P, B>;
        const data = withVersion(reply, await change(typed, expectedVersion(request.headers['if-match'])));
        return answer(message, data, typed);
      });
    },

    /** `POST path` with `doc.body`: a new record, answered 201 (400 bad input, 409 a conflict). */
    create<B extends z.ZodType>(
      path: string,
      { body, ...doc }: RouteDoc & { body: B },
      message: MessageOf<DataOf<R>, RecordRequest<z.ZodObject, B>>,
      create: (request: RecordRequest<z.ZodObject, B>) => Promise<DataOf<R>>,
    ): void {
      const options: RouteShorthandOptions = route({ ...doc, body, response: createdOr(response, 400, 409) });
      app.post(path, options, async (request, reply) => {
        const typed = request as RecordRequest<z.ZodObject, B>;
        return reply.code(201).send(answer(message, await create(typed), typed));
      });
    },
  };
}
