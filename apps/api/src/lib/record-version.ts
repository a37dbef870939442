import type { FastifyReply } from 'fastify';
import { notFound } from './errors';

/**
 * The version of a record a person edits, on the wire and down the layers (docs/product.md "Stale edits",
 * docs/decisions/0020-audit-trail-and-record-versions.md): a record's GET answers it as `ETag`; an update
 * reads `If-Match` in its route and passes the version it expects to its service, which passes it to its
 * repository (`… WHERE id = $1 AND version = $2`); the update answers the new version as `ETag`.
 */

/** `"3"`, `W/"3"` or `3` → 3; `*` → '*'; anything else can match no version. */
export function parseIfMatch(header: string): number | '*' | undefined {
  const value = header.trim();
  if (value === '*') return '*';
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

export const etagOf = (version: number) => `"${version}"`;

/**
 * The version an update means to change: undefined when any will do (no `If-Match`, as older clients send
 * it, or `*`).
 */
export type ExpectedVersion = number | undefined;

/**
 * The version of a record that is always there but was never saved (the carrier settings, a quarter's IFTA
 * rates): its GET answers `ETag: "0"`, and its first save, sent with it, makes it 1.
 */
export const NEVER_SAVED = 0;

/** A version no record is ever at (they start at 0): what an `If-Match` that cannot be read expects. */
const NO_VERSION = -1;

/** The version an update sent with this `If-Match` header expects. */
export function expectedVersion(header: string | string[] | undefined): ExpectedVersion {
  if (typeof header !== 'string') return undefined;
  const wanted = parseIfMatch(header);
  if (wanted === '*') return undefined;
  return wanted ?? NO_VERSION;
}

/**
 * The record is there, but at another version than the edit expected: someone saved it in between. Thrown by
 * the repositories' guarded writes and by `assertVersion`; `AuditTrail.edit` answers it as the 412 that names
 * who changed the record and when.
 */
export class StaleVersion extends Error {
  constructor(what: string) {
    super(`${what} is no longer at the version the edit expected`);
    this.name = 'StaleVersion';
  }
}

/** Throws `StaleVersion` when the record, read at `current`, is not at the version the edit expects. */
export function assertVersion(current: number, expected: ExpectedVersion): void {
  if (expected !== undefined && current !== expected) throw new StaleVersion('The record');
}

/**
 * The row an edit is about (records whose version the audit trail keeps): 404 (`notFoundMessage`) when there
 * is none, `StaleVersion` when it is not at the version the edit expects.
 */
export function foundAtVersion<R extends { version: number }>(
  row: R | undefined,
  expected: ExpectedVersion,
  notFoundMessage: string,
): R {
  if (!row) throw notFound(notFoundMessage);
  assertVersion(row.version, expected);
  return row;
}

/** A record as a change answers it, and the version it is at now (the answer's `ETag`). */
export interface Saved<T> {
  data: T;
  version: number;
}

/** Sends the version `saved` is at now as the answer's `ETag`, and gives its data (the answer's `data`). */
export function withVersion<T>(reply: FastifyReply, { data, version }: Saved<T>): T {
  reply.header('etag', etagOf(version));
  return data;
}
