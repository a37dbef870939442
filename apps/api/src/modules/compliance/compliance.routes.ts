import {
  COMPLIANCE_CSV_COLUMNS,
  type ComplianceItem,
  type ComplianceQuery,
  complianceBadgesQuery,
  complianceBadgesResponse,
  complianceListResponse,
  complianceQuery,
  complianceSummaryResponse,
} from '@fletx/contract/compliance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldColumns } from '../../lib/csv';
import { pageRequest } from '../../lib/paging';
import { listRoute } from '../../lib/route-kinds';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import type { ComplianceService } from './compliance.service';

const route = routeOptions({ tags: ['compliance'], access: 'operate' });

type Opts = { compliance: ComplianceService };

/** /api/compliance (docs/product.md "Compliance"): what is expired, expiring or missing, and the counts. */
export const complianceRoutes: FastifyPluginAsyncZod<Opts> = async (app, { compliance }) => {
  const filterOf = ({ within, entityType, state, search }: ComplianceQuery) => ({
    within,
    entityType,
    state,
    search,
  });
  listRoute(app, route, '/', {
    summary:
      'Expired, missing and expiring items of drivers, trucks and trailers (within: days, default 30), missing first then by days left; format=csv: every row as text/csv',
    querystring: complianceQuery,
    response: complianceListResponse,
    csv: {
      name: 'compliance',
      columns: fieldColumns<ComplianceItem>(COMPLIANCE_CSV_COLUMNS),
      rows: async (query) => [await compliance.items(filterOf(query))],
    },
    list: (query) => compliance.list(filterOf(query), pageRequest(query)),
  });

  app.get(
    '/summary',
    route({
      summary: 'The summary cards: items expired, due within 30 days, missing',
      response: okOr(complianceSummaryResponse),
    }),
    async () => ok(await compliance.summary()),
  );

  app.get(
    '/badges',
    route({
      summary:
        'The records of a type with an expired or soon-expiring (30 days) item: their worst state and how many (list badges)',
      querystring: complianceBadgesQuery,
      response: okOr(complianceBadgesResponse, 400),
    }),
    async (request) => ok(await compliance.badges(request.query.entityType)),
  );
};
