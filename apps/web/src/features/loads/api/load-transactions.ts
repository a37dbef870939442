import {
  type CreateTransactionInput,
  transactionListResponse,
  transactionResponse,
} from '@fletx/contract/loads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadsKey } from './get-loads';

const transactionsKey = (loadId: number) => [...loadsKey, 'transactions', loadId] as const;

/** GET /api/finance/transactions/findbyloadbookid/{loadId}: the ledger, trip rate first. */
export function getLoadTransactionsQueryOptions(loadId: number) {
  return queryOptions({
    queryKey: transactionsKey(loadId),
    queryFn: ({ signal }) =>
      api.get(`/finance/transactions/findbyloadbookid/${loadId}`, {
        schema: transactionListResponse,
        signal,
      }),
    enabled: loadId > 0,
  });
}

export function useLoadTransactions(loadId: number) {
  return useQuery(getLoadTransactionsQueryOptions(loadId));
}

/** POST /api/finance/transactions: an accessorial, a deduction or an advance. */
export function addLoadTransaction(body: CreateTransactionInput) {
  return api.post('/finance/transactions', body, { schema: transactionResponse });
}

export function useAddLoadTransaction(loadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLoadTransaction,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: transactionsKey(loadId) });
    },
  });
}
