import { can } from '@fletx/contract/roles';
import { todayResponse } from '@fletx/contract/today';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import { TodayService, type TodaySources } from './today.service';

/** Every back-office user who operates; the money figures (invoices, settlements) only for those who manage them. */
const route = routeOptions({ tags: ['today'], access: 'operate' });

/** /api/today (docs/product.md "Today"). */
export const todayRoutes: FastifyPluginAsyncZod<TodaySources> = async (app, sources) => {
  const today = new TodayService(sources);
  app.get(
    '/',
    route({
      summary:
        'What waits on the office now: rate confirmations to review, loads without a driver this week, open driver reports, deliveries to approve, compliance, maintenance due and (Carriers and Admin users) invoices to send and overdue, and settlements of ended weeks to pay',
      response: okOr(todayResponse),
    }),
    async (request) => {
      const { role } = principalOf(request);
      const sees = { invoices: can(role, 'manageInvoices'), settlements: can(role, 'manageSettlements') };
      return ok(await today.summary(sees));
    },
  );
};
