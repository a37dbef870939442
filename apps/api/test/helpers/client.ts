import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../src/app';

export type Method = NonNullable<InjectOptions['method']>;
/** A JSON value, a string or a Buffer (null is sent as the JSON null). */
export type Body = InjectOptions['payload'] | null;

export interface CallOptions {
  /** The Authorization header ("Bearer …", or anything a test wants to send); null sends none. */
  as?: string | null;
  /** More headers (a multipart body's content-type, x-forwarded-for, accept). */
  headers?: Record<string, string>;
}

/** The real app through `app.inject`: every API test calls it the same way. */
export interface TestClient {
  get(url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: Body, options?: CallOptions): Promise<LightMyRequestResponse>;
  put(url: string, body?: Body, options?: CallOptions): Promise<LightMyRequestResponse>;
  patch(url: string, body?: Body, options?: CallOptions): Promise<LightMyRequestResponse>;
  delete(url: string, options?: CallOptions & { body?: Body }): Promise<LightMyRequestResponse>;
  /** Any method, for tests that loop over routes. */
  request(
    method: Method | string,
    url: string,
    options?: CallOptions & { body?: Body },
  ): Promise<LightMyRequestResponse>;
  /** The same client with `authorization` sent unless a call says otherwise (null: no token). */
  as(authorization: string | null): TestClient;
}

/**
 * `const api = testClient(ctx.app).as(token)`; then `api.get(url)`, `api.post(url, body, { as: other })`.
 * Answers the inject response (`statusCode`, `json()`, `body`, `headers`).
 */
export function testClient(app: App, authorization: string | null = null): TestClient {
  const request: TestClient['request'] = (method, url, options = {}) => {
    const token = options.as === undefined ? authorization : options.as;
    const headers = { ...(token === null ? {} : { authorization: token }), ...options.headers };
    return app.inject({
      method: method as Method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
    });
  };
  return {
    get: (url, options) => request('GET', url, options),
    post: (url, body, options) => request('POST', url, { ...options, body }),
    put: (url, body, options) => request('PUT', url, { ...options, body }),
    patch: (url, body, options) => request('PATCH', url, { ...options, body }),
    delete: (url, options) => request('DELETE', url, options),
    request,
    as: (token) => testClient(app, token),
  };
}

/** The options that send `If-Match: version`; none without a version. */
export const ifMatch = (version?: string): CallOptions =>
  version ? { headers: { 'if-match': version } } : {};

/** A 400 whose details name the field at `path` (`body.year`) with `message`; `label` names the case in a loop. */
export function expectInvalid(r: LightMyRequestResponse, path: string, message: string, label?: string) {
  expect(r.statusCode, label ?? r.body).toBe(400);
  expect(r.json().details).toContainEqual({ path, message });
}

/** Each query of `queries` on `path` is refused with a 400 (never reaches the handler, never a 5xx). */
export async function expectBadQueries(client: TestClient, path: string, queries: string[]) {
  for (const query of queries) expect((await client.get(`${path}?${query}`)).statusCode, query).toBe(400);
}

/** An answer with `status` and `message`; its data. */
export function expectAnswer(r: LightMyRequestResponse, status: number, message: string) {
  expect(r.statusCode, r.body).toBe(status);
  const body = r.json();
  expect(body.message).toBe(message);
  return body.data;
}

/** A 400 whose details name each body field of `fields`; the paths they name. */
export function expectMissing(r: LightMyRequestResponse, fields: string[]): string[] {
  expect(r.statusCode, r.body).toBe(400);
  const paths = r.json().details.map((d: { path: string }) => d.path);
  for (const field of fields) expect(paths, field).toContain(`body.${field}`);
  return paths;
}
