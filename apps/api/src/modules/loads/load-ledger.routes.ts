import {
  createTransactionBody,
  transactionListResponse,
  transactionResponse,
} from '@fletx/contract/load-ledger';
import { loadIdParams, loadMessages } from '@fletx/contract/loads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created, createdOr, ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { LoadLedgerService } from './load-ledger.service';

const route = routeOptions({ tags: ['finance'], access: 'operate' });

type Opts = { loadLedger: LoadLedgerService };

/** /api/finance/transactions… (docs/product.md "Ledger"). */
export const financeRoutes: FastifyPluginAsyncZod<Opts> = async (app, { loadLedger: ledger }) => {
  app.get(
    '/findbyloadbookid/:id',
    route({
      summary: 'The ledger of a load: the trip rate first, then accessorials, deductions and advances',
      params: loadIdParams,
      response: okOr(transactionListResponse, 400, 404),
    }),
    async (request) => ok(await ledger.transactions(request.params.id)),
  );

  app.post(
    '/',
    route({
      summary:
        'Add a ledger entry: an accessorial (detention, lumper, layover, TONU, other), a deduction or an advance',
      body: createTransactionBody,
      response: createdOr(transactionResponse, 400, 404),
    }),
    async (request, reply) => {
      const data = await ledger.addTransaction(
        {
          loadId: request.body.loadbook_id,
          typeId: request.body.transaction_type_id,
          amount: request.body.amount ?? 0,
          comment: request.body.comment,
        },
        principalOf(request),
      );
      return created(reply, loadMessages.transactionAdded, data);
    },
  );
};
