import type { AuditEntityType } from '@fletx/contract/audit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** A route's hooks of one kind as a list (Fastify takes one function or a list). */
const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

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
    const checkIfMatch = async (request: FastifyRequest) => {
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
    };

    const sendVersion = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const route = request.routeOptions.config.record;
      if (!route || request.method !== 'GET' || reply.statusCode !== 200) return payload;
      const id = recordId(request, route);
      const current = id === undefined ? undefined : await audit.versionOf(route.type, id);
      if (current) reply.header('etag', etagOf(current.version));
      return payload;
    };

    // Only the routes about one record carry the two hooks (every other call, the health check first, pays
    // nothing for them), ahead of the route's own: as they ran when they were global.
    app.addHook('onRoute', (route) => {
      if (!route.config?.record) return;
      route.preHandler = [checkIfMatch, ...hooksOf(route.preHandler)];
      route.onSend = [sendVersion, ...hooksOf(route.onSend)];
    });
  },
  { name: 'record-versions', dependencies: ['access'] },
);
