import { can } from '@fletx/contract/roles';
import { todayResponse } from '@fletx/contract/today';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import { TodayService, type TodaySources } from './today.service';

/** Every back-office user who operates; the invoices' figures only for those who manage invoices. */
const route = routeOptions({ tags: ['today'], access: 'operate' });

/** /api/today (docs/product.md "Today"). */
export const todayRoutes: FastifyPluginAsyncZod<TodaySources> = async (app, sources) => {
  const today = new TodayService(sources);
  app.get(
    '/',
    route({
      summary:
        'What waits on the office now: rate confirmations to review, loads without a driver this week, open driver reports, deliveries to approve, compliance, maintenance due and (Carriers and Admin users) invoices to send and overdue',
      response: okOr(todayResponse),
    }),
    async (request) => ({
      message: 'OK',
      data: await today.summary(can(principalOf(request).role, 'manageInvoices')),
    }),
  );
};
