import { type FetchCall, jsonResponse } from './test-utils';

/** A record's answer with its `version` as the ETag (`"7"`), as the API sends one (docs/product.md "Stale edits"). */
export function versionedResponse(body: unknown, version: number): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', ETag: `"${version}"` },
  });
}

/** An answer `{ message, data }` with the version as its ETag. */
const answer = (message: string, data: unknown, version: number) =>
  versionedResponse({ message, data }, version);

/**
 * A record the stubbed server keeps at a version, as the API does (docs/product.md "Stale edits"): `read()`
 * answers it with its version as ETag; `change()` answers 412 with `stale` when the call's If-Match is not the
 * stored version, else stores `next` and answers it (or `shown(next)`) with the next version.
 * `savedElsewhere(next)` is someone's save made elsewhere.
 */
export function versionedRecord<T>({ data, version, stale }: { data: T; version: number; stale: string }) {
  let stored = data;
  let at = version;
  return {
    read: () => answer('OK', stored, at),
    change(call: FetchCall, message: string, next: T, shown: (record: T) => unknown = (record) => record) {
      if (call.headers.get('If-Match') !== `"${at}"`)
        return jsonResponse({ statusCode: 412, error: 'PreconditionFailed', message: stale }, 412);
      at += 1;
      stored = next;
      return answer(message, shown(stored), at);
    },
    savedElsewhere(next: T) {
      at += 1;
      stored = next;
    },
    get stored() {
      return stored;
    },
  };
}

/** The calls of `method` to `url` among `calls`, with their If-Match headers. */
export function callsTo(calls: ReadonlyArray<FetchCall>, method: string, url: string) {
  const made = calls.filter((c) => c.method === method && c.url === url);
  return Object.assign(made, { ifMatch: made.map((c) => c.headers.get('If-Match')) });
}
