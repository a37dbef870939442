import { auditListResponse, auditQuery } from '@fletx/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoute } from '../../lib/route-kinds';
import { routeOptions } from '../../lib/route-options';
import { AUDIT_CSV_COLUMNS } from './audit.csv';
import type { AuditService } from './audit.service';

const route = routeOptions({ tags: ['audit'], access: 'viewAudit' });

type Opts = { audit: AuditService };

/** /api/audit: the trail of every change (docs/product.md "Audit trail"); Carriers and Admin users. */
export const auditRoutes: FastifyPluginAsyncZod<Opts> = async (app, { audit }) => {
  listRoute(app, route, '/', {
    summary:
      'Audit trail, newest first: who changed what and when, with before → after of each changed field. ' +
      'Filters: entityType + entityId (one record), actorId (one person), from/to (ISO dates, UTC)',
    querystring: auditQuery,
    response: auditListResponse,
    csv: { name: 'audit', columns: AUDIT_CSV_COLUMNS, rows: (query) => audit.csvRows(query) },
    list: (query) => audit.list(query),
  });
};
