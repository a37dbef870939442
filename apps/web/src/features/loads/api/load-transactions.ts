import {
  type CreateTransactionInput,
  transactionListResponse,
  transactionResponse,
} from '@fletx/contract/load-ledger';
import { api } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/react-query';
import { useLoadDetail } from './get-load-details';

/** GET /api/finance/transactions/findbyloadbookid/{loadId}: the ledger, trip rate first. */
export const useLoadTransactions = (loadId: number) =>
  useLoadDetail(
    loadId,
    [queryKeys.loadDetails.transactions(loadId), `/finance/transactions/findbyloadbookid/${loadId}`],
    transactionListResponse,
  );

/** POST /api/finance/transactions: an accessorial, a deduction or an advance. */
export function addLoadTransaction(body: CreateTransactionInput) {
  return api.post('/finance/transactions', body, { schema: transactionResponse });
}

export const useAddLoadTransaction = (loadId: number) =>
  useApiMutation(addLoadTransaction, () => invalidations.loadTransactionAdded(loadId));
