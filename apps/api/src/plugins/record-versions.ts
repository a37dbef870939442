import type { AuditEntityType } from '@fletx/contract/audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestScope } from '../lib/request-scope';
import type { AuditService } from '../modules/audit/audit.service';

/** A route about one record: which kind, and where its id is (`params.id` unless said otherwise). */
export interface RecordRoute {
  type: AuditEntityType;
  idIn?: 'params' | 'query';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    record?: RecordRoute;
  }
}

/** `"3"`, `W/"3"` or `3` → 3; `*` → '*'; anything else can match no version. */
export function parseIfMatch(header: string): number | '*' | undefined {
  const value = header.trim();
  if (value === '*') return '*';
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

export const etagOf = (version: number) => `"${version}"`;

function recordId(request: FastifyRequest, route: RecordRoute): number | undefined {
  const source = (route.idIn === 'query' ? request.query : request.params) as { id?: unknown } | undefined;
  return typeof source?.id === 'number' ? source.id : undefined;
}

/**
 * Stale edits (docs/product.md "Stale edits"): a record's GET answers its version as `ETag`; an update sent
 * with `If-Match` is refused with 412 when the record moved on, here before the work starts and, for two
 * saves racing each other, by the repositories' update guard (lib/request-scope.ts) inside the transaction.
 * An update without `If-Match` goes through, as older clients send it.
 */
export const recordVersionsPlugin = fp<{ audit: AuditService }>(
  async (app: FastifyInstance, { audit }) => {
    app.addHook('preHandler', async (request) => {
      const route = request.routeOptions.config.record;
      const header = request.headers['if-match'];
      if (!route || request.method === 'GET' || typeof header !== 'string') return;
      const id = recordId(request, route);
      if (id === undefined) return;
      const current = await audit.versionOf(route.type, id);
      if (!current) return; // the route answers its 404
      const wanted = parseIfMatch(header);
      if (wanted === '*') return;
      const target = { type: route.type, id };
      if (wanted !== current.version) throw await audit.staleError(target);
      const scope = requestScope.current();
      if (scope) scope.precondition = audit.precondition(target, current, wanted);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const route = request.routeOptions.config.record;
      if (!route || request.method !== 'GET' || reply.statusCode !== 200) return payload;
      const id = recordId(request, route);
      const current = id === undefined ? undefined : await audit.versionOf(route.type, id);
      if (current) reply.header('etag', etagOf(current.version));
      return payload;
    });
  },
  { name: 'record-versions', dependencies: ['access'] },
);
