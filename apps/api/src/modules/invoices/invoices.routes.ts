import {
  createInvoiceBody,
  INVOICE_CSV_COLUMNS,
  type InvoiceSummary,
  invoiceIdParams,
  invoiceListQuery,
  invoiceListResponse,
  invoiceMessages,
  invoiceResponse,
  updateInvoiceBody,
  voidInvoiceBody,
} from '@fletx/contract/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldColumns, sendCsv } from '../../lib/csv';
import { pageRequest } from '../../lib/paging';
import { sendPdf } from '../../lib/pdf/send';
import { jsonCsvOrPdf, recordRoutes } from '../../lib/route-kinds';
import { created, createdOr, ok, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { CarrierSettingsService } from '../carrier-settings/carrier-settings.service';
import { invoiceFilterText, invoiceListPdf } from './invoice-reports';
import type { InvoicesService } from './invoices.service';

export const invoiceRoute = routeOptions({ tags: ['invoices'], access: 'manageInvoices' });
const route = invoiceRoute;

type Opts = { invoices: InvoicesService; carrierSettings: CarrierSettingsService };

/** /api/invoices (docs/product.md "Invoices and receivables"): make, edit, list and read invoices. */
export const invoicesRoutes: FastifyPluginAsyncZod<Opts> = async (
  app,
  { invoices, carrierSettings: settings },
) => {
  app.get(
    '/',
    route({
      summary:
        'A page of invoices, newest first, with the totals of the filter; status (overdue included) is computed today; search: invoice number, load number or broker name; from/to: invoice date; format=csv|pdf: every matching row',
      querystring: invoiceListQuery,
      ...jsonCsvOrPdf(invoiceListResponse),
    }),
    async (request, reply) => {
      const { status, brokerId, loadId, from, to, search, format } = request.query;
      const filter = { status, brokerId, loadId, from, to, search };
      if (format === 'csv')
        return sendCsv(
          reply,
          'invoices',
          fieldColumns<InvoiceSummary>(INVOICE_CSV_COLUMNS, ['amount', 'paid', 'balance']),
          invoices.rows(filter),
        );
      if (format === 'pdf') {
        const brokerName = brokerId === undefined ? undefined : await invoices.brokerName(brokerId);
        const bytes = await invoiceListPdf(
          invoices.rows(filter),
          await invoices.totals(filter),
          await settings.get(),
          await invoices.today(),
          invoiceFilterText(filter, brokerName),
        );
        return sendPdf(reply, 'invoices', bytes);
      }
      return ok(await invoices.list(filter, pageRequest(request.query)));
    },
  );

  app.post(
    '/',
    route({
      summary:
        'Make the invoice of a delivered load (status 10-12): numbered without gaps, billed to the broker, lines from the ledger and OS&D; 409 when not delivered or already invoiced',
      body: createInvoiceBody,
      response: createdOr(invoiceResponse, 400, 404, 409),
    }),
    async (request, reply) => {
      const invoice = await invoices.create(request.body.loadId, principalOf(request).userId);
      return created(reply, invoiceMessages.created(invoice.number), invoice);
    },
  );

  const invoice = recordRoutes(app, route, 'invoice', invoiceIdParams, invoiceResponse);

  invoice.get('/:id', { summary: 'The invoice with its lines, stops and payments' }, ({ id }) =>
    invoices.detail(id),
  );

  invoice.change(
    'patch',
    '/:id',
    {
      summary:
        'Edit a draft: its lines (description, amount; they replace the lines) and notes; 409 once sent',
      body: updateInvoiceBody,
    },
    invoiceMessages.updated,
    ({ params, body }, version) => invoices.update(params.id, body, version),
  );

  invoice.change(
    'post',
    '/:id/void',
    {
      summary:
        'Void a draft or a sent invoice with no payment, with a reason (3-500 characters): its number stays used and reads void, it owes nothing, and its load can be invoiced again; 409 with a payment recorded or when already void (If-Match: the version expected, 412 when it moved on)',
      body: voidInvoiceBody,
    },
    (data) => invoiceMessages.voided(data.number),
    (request, version) =>
      invoices.void(request.params.id, request.body.reason, principalOf(request).userId, version),
  );
};
