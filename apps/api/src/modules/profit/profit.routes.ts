import { toPaging } from '@fletx/contract/paging';
import {
  PROFIT_CSV_COLUMNS,
  PROFIT_MONEY,
  type ProfitRow,
  profitQuery,
  profitResponse,
} from '@fletx/contract/profit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldColumns } from '../../lib/csv';
import { listRoute } from '../../lib/route-kinds';
import { routeOptions } from '../../lib/route-options';
import type { ProfitService } from './profit.service';

/** Money, like the settlements and invoices: Carriers and Admin users only. */
const route = routeOptions({ tags: ['reports'], access: 'manageSettlements' });

type Opts = { profit: ProfitService };

/** /api/reports/profit (docs/product.md "Profit"). */
export const profitRoutes: FastifyPluginAsyncZod<Opts> = async (app, { profit }) => {
  listRoute(app, route, '/profit', {
    summary: 'What the loads delivered in a period earned, per load, truck, driver, broker or lane',
    description:
      '`from`/`to`: days (UTC, inclusive; by default the last 28 days, at most 366). Revenue: trip rate and ' +
      'accessorials of the ledger; driver pay: the pay rule; fuel and work orders of each of the ' +
      "carrier's trucks spread by miles (an owner-operated truck's are its owner's: totals " +
      '`ownerOperatedFuel`, `ownerOperatedMaintenance`); other costs: OS&D. `sort` (a figure or `label`) ' +
      'and `order`; `page`, `take`; ' +
      '`format=csv`: every row.',
    querystring: profitQuery,
    response: profitResponse,
    csv: {
      name: 'profit',
      columns: fieldColumns<ProfitRow>(PROFIT_CSV_COLUMNS, PROFIT_MONEY),
      rows: async (query) => [(await profit.rows(query)).rows],
    },
    list: async (query) => profit.report(query, toPaging(query)),
  });
};
