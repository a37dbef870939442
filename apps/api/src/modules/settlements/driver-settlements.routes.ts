import {
  driverSettlementListQuery,
  settlementIdParams,
  settlementListResponse,
} from '@fletx/contract/settlements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRequest } from '../../lib/paging';
import { pagedData, pdfRoute } from '../../lib/route-kinds';
import { driverRoute, ok, okOr } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { CarrierSettingsService } from '../carrier-settings/carrier-settings.service';
import { settlementPdf } from './settlement-pdf';
import type { SettlementsService } from './settlements.service';

type Opts = { settlements: SettlementsService; carrierSettings: CarrierSettingsService };

/**
 * /api/driver/settlements: the drivers' app "My pay" (docs/product.md "Drivers' app") — the signed-in driver's
 * own weekly settlements and their pay statements, as the office sees them (driver token only).
 */
export const driverSettlementsRoutes: FastifyPluginAsyncZod<Opts> = async (
  app,
  { settlements, carrierSettings },
) => {
  app.get(
    '/',
    driverRoute({
      summary:
        'The driver’s own settlements, newest period first; the weekly settlements of newly approved deliveries are created first',
      querystring: driverSettlementListQuery,
      response: okOr(settlementListResponse, 400),
    }),
    async (request) => {
      const driverId = principalOf(request).userId;
      const page = await settlements.list({ driverId }, pageRequest(request.query));
      return ok(pagedData(page));
    },
  );

  pdfRoute(app, driverRoute, '/:id/pdf', {
    summary: 'The driver’s own pay statement as a PDF (403 for another driver’s settlement)',
    params: settlementIdParams,
    pdf: async (params, request) => {
      const detail = await settlements.detailForDriver(principalOf(request).userId, params.id);
      const bytes = await settlementPdf(detail, await carrierSettings.get());
      return { name: `settlement-${detail.id}-${detail.period_start}`, bytes };
    },
  });
};
