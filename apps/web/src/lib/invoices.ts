import { invoiceListResponse, invoiceResponse } from '@fletx/contract/invoices';
import { api } from './api-client';
import { invalidations, queryKeys } from './query-keys';
import { useApiMutation, useApiQuery } from './react-query';

/**
 * A load's invoice that is not void, if it has one (docs/product.md "Invoices and receivables": one such
 * invoice per load), through the list filtered by `loadId`, newest first: a load is invoiced again only once
 * every invoice before is void, so the newest is the one that stands, if any. Shared by the load details page
 * and delivery approval, which offer "Create invoice" until there is one.
 */
export function useInvoiceOfLoad(loadId: number, enabled = true) {
  return useApiQuery(queryKeys.invoices.ofLoad(loadId), '/invoices', invoiceListResponse, {
    query: { page: 1, take: 1, loadId },
    enabled: enabled && loadId > 0,
    select: (response) =>
      response.data.items.find((invoice) => invoice.loadId === loadId && invoice.status !== 'void') ?? null,
  });
}

/** POST /api/invoices { loadId }: a draft invoice of a delivered load (status 10–12). */
export function useCreateInvoice() {
  return useApiMutation(
    (loadId: number) => api.post('/invoices', { loadId }, { schema: invoiceResponse }),
    (_data, loadId) => invalidations.invoiceCreated(loadId),
  );
}
