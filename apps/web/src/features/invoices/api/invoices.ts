import {
  agingResponse,
  factorResponse,
  type InvoiceStatus,
  invoiceListResponse,
  invoiceResponse,
  type PaymentInput,
  type ReversePaymentInput,
  type UpdateInvoiceInput,
  type VoidInvoiceInput,
  type WriteOffInput,
} from '@fletx/contract/invoices';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidations, queryKeys } from '../../../lib/query-keys';
import {
  pageQuery,
  type SearchPage,
  useApiMutation,
  useApiPage,
  useApiQuery,
  useApiRecord,
  useRecordMutation,
} from '../../../lib/react-query';

/** The list's filters, as the screen holds them ('' when not chosen). */
export type InvoiceFilters = { status: InvoiceStatus | ''; brokerId: string; from: string; to: string };
export type InvoiceListParams = SearchPage & InvoiceFilters;

/** The query string of the list's filters: what the table, the CSV and the PDF all read. */
export const filterQuery = ({ status, brokerId, from, to }: InvoiceFilters) => ({
  status: status || undefined,
  brokerId: brokerId || undefined,
  from: from || undefined,
  to: to || undefined,
});

/** GET /api/invoices?page&take&status&brokerId&search&from&to: a page with the totals of every match. */
export const useInvoices = (params: InvoiceListParams) =>
  useApiPage(queryKeys.invoices.list(params), '/invoices', invoiceListResponse, {
    ...pageQuery(params),
    ...filterQuery(params),
  });

/** GET /api/invoices/{id} */
export const useInvoice = (id: number) =>
  useApiRecord(queryKeys.invoices.detail(id), `/invoices/${id}`, invoiceResponse, { enabled: id > 0 });

/** GET /api/invoices/aging: the open balances per broker by days past due. */
export const useAging = () => useApiQuery(queryKeys.invoices.aging, '/invoices/aging', agingResponse);

const changed = (_data: unknown, variables: { id: number }) => invalidations.invoiceChanged(variables.id);

/** A change of one invoice: its id, the version the page shows and what is sent. */
type InvoiceChange<B> = { id: number; body: B; etag?: string | undefined };

/**
 * `method path(variables)` on one invoice with the version the page shows (a 412 when it moved on); the answer,
 * the invoice with its new version, is the page's record from then on (no GET to learn the version).
 */
const useInvoiceChange = <V extends { id: number; body?: unknown; etag?: string | undefined }>(
  method: 'PATCH' | 'POST',
  path: (variables: V) => string,
) =>
  useRecordMutation(
    (variables: V) =>
      api.changeWithEtag(method, path(variables), variables.body, {
        schema: invoiceResponse,
        ifMatch: variables.etag,
      }),
    ({ id }) => queryKeys.invoices.detail(id),
    changed,
  );

/** PATCH /api/invoices/{id}: the lines and notes of a draft. */
export const useUpdateInvoice = () =>
  useInvoiceChange<InvoiceChange<UpdateInvoiceInput>>('PATCH', ({ id }) => `/invoices/${id}`);

/** POST /api/invoices/{id}/void { reason }: the void invoice. */
export const useVoidInvoice = () =>
  useInvoiceChange<InvoiceChange<VoidInvoiceInput>>('POST', ({ id }) => `/invoices/${id}/void`);

/** POST /api/invoices/{id}/payments/{paymentId}/reverse { reason }: the invoice with the payment marked reversed. */
export const useReversePayment = () =>
  useInvoiceChange<InvoiceChange<ReversePaymentInput> & { paymentId: number }>(
    'POST',
    ({ id, paymentId }) => `/invoices/${id}/payments/${paymentId}/reverse`,
  );

/** POST /api/invoices/{id}/write-off { reason } (docs/decisions/0055-write-offs.md): the invoice written off. */
export const useWriteOff = () =>
  useInvoiceChange<InvoiceChange<WriteOffInput>>('POST', ({ id }) => `/invoices/${id}/write-off`);

/** POST /api/invoices/{id}/write-off/undo: the balance is owed again. */
export const useUndoWriteOff = () =>
  useInvoiceChange<{ id: number; etag?: string | undefined }>(
    'POST',
    ({ id }) => `/invoices/${id}/write-off/undo`,
  );

/** POST /api/invoices/{id}/{action}: a step of one invoice that takes no body. */
const useInvoiceStep = <T>(action: 'send' | 'factor', schema: z.ZodType<T>) =>
  useApiMutation(
    ({ id }: { id: number }) => api.post(`/invoices/${id}/${action}`, undefined, { schema }),
    changed,
  );

/** POST /api/invoices/{id}/send: mails the invoice PDF to the broker's invoicing email. */
export const useSendInvoice = () => useInvoiceStep('send', invoiceResponse);

/** POST /api/invoices/{id}/payments */
export const useRecordPayment = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: PaymentInput }) =>
      api.post(`/invoices/${id}/payments`, body, { schema: invoiceResponse }),
    changed,
  );

/** POST /api/invoices/{id}/factor: assigns one invoice to the factoring company. */
export const useFactorInvoice = () => useInvoiceStep('factor', factorResponse);

/** POST /api/invoices/factor { invoiceIds }: a batch sent to the factoring company. */
export const useFactorBatch = () =>
  useApiMutation(
    (invoiceIds: number[]) => api.post('/invoices/factor', { invoiceIds }, { schema: factorResponse }),
    () => invalidations.invoiceChanged(),
  );
