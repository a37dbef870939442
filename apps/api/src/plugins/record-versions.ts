import type { AuditEntityType } from '@fletx/contract/audit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagOf } from '../lib/record-version';
import type { AuditService } from '../modules/audit/audit.service';

/** A route that reads one record: which kind, and where its id is (`params.id` unless said otherwise). */
export interface RecordRoute {
  type: AuditEntityType;
  idIn?: 'params' | 'query';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    record?: RecordRoute;
  }
}

/** A route's hooks of one kind as a list (Fastify takes one function or a list). */
const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

function recordId(request: FastifyRequest, route: RecordRoute): number | undefined {
  const source = (route.idIn === 'query' ? request.query : request.params) as { id?: unknown } | undefined;
  return typeof source?.id === 'number' ? source.id : undefined;
}

/**
 * Stale edits (docs/product.md "Stale edits"): a record's GET answers its version as `ETag`. Its updates read
 * `If-Match` themselves and pass the version down to the repository, which changes the row only at that
 * version; they answer the new version as `ETag` (lib/record-version.ts, lib/route-kinds.ts `recordRoutes`).
 */
export const recordVersionsPlugin = fp<{ audit: AuditService }>(
  async (app: FastifyInstance, { audit }) => {
    const sendVersion = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const route = request.routeOptions.config.record;
      if (!route || request.method !== 'GET' || reply.statusCode !== 200) return payload;
      const id = recordId(request, route);
      const current = id === undefined ? undefined : await audit.versionOf(route.type, id);
      if (current) reply.header('etag', etagOf(current.version));
      return payload;
    };

    // Only the GETs of one record carry the hook (every other call, the health check first, pays nothing for
    // it), ahead of the route's own.
    app.addHook('onRoute', (route) => {
      if (!route.config?.record) return;
      route.onSend = [sendVersion, ...hooksOf(route.onSend)];
    });
  },
  { name: 'record-versions', dependencies: ['access'] },
);
