import { auditListResponse, auditQuery } from '@fletx/contract/audit';
import { exportQuery } from '@fletx/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvBody, sendCsv } from '../../lib/csv';
import { okOr, routeOptions } from '../../lib/route-options';
import { AUDIT_CSV_COLUMNS } from './audit.csv';
import type { AuditService } from './audit.service';

const route = routeOptions({ tags: ['audit'], access: 'viewAudit' });

type Opts = { audit: AuditService };

/** /api/audit: the trail of every change (docs/product.md "Audit trail"); Carriers and Admin users. */
export const auditRoutes: FastifyPluginAsyncZod<Opts> = async (app, { audit }) => {
  app.get(
    '/',
    route({
      summary:
        'Audit trail, newest first: who changed what and when, with before → after of each changed field. ' +
        'Filters: entityType + entityId (one record), actorId (one person), from/to (ISO dates, UTC)',
      querystring: auditQuery.extend(exportQuery.shape),
      produces: ['application/json', 'text/csv'],
      response: okOr(z.union([auditListResponse, csvBody]), 400),
    }),
    async (request, reply) => {
      if (request.query.format === 'csv') {
        return sendCsv(reply, 'audit', AUDIT_CSV_COLUMNS, audit.csvRows(request.query));
      }
      return { message: 'OK', data: await audit.list(request.query) };
    },
  );
};
