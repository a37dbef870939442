import {
  agingQuery,
  agingResponse,
  brokerReceivablesResponse,
  brokerSummaryParams,
  factorBatchBody,
  factorResponse,
  invoiceIdParams,
  invoiceMessages,
  invoicePaymentParams,
  invoiceResponse,
  paymentBody,
  reversePaymentBody,
  writeOffBody,
} from '@fletx/contract/invoices';
import { formatDollars } from '@fletx/contract/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CsvColumn, csvMoney, sendCsv } from '../../lib/csv';
import { sendPdf } from '../../lib/pdf/send';
import { expectedVersion, withVersion } from '../../lib/record-version';
import { jsonCsvOrPdf, pdfRoute, recordRoutes } from '../../lib/route-kinds';
import { created, createdOr, ok, okOr } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { CarrierSettingsService } from '../carrier-settings/carrier-settings.service';
import type { InvoiceMailService } from './invoice-mail.service';
import { agingPdf } from './invoice-reports';
import { invoiceRoute as route } from './invoices.routes';
import type { ReceivablesService } from './receivables.service';

type Opts = {
  invoiceMail: InvoiceMailService;
  receivables: ReceivablesService;
  carrierSettings: CarrierSettingsService;
};

type AgingCsvRow = { brokerName: string } & Record<
  'current' | 'days1to30' | 'days31to60' | 'days61to90' | 'days90plus' | 'total',
  number
>;
const AGING_CSV: CsvColumn<AgingCsvRow>[] = [
  { header: 'broker', value: (r) => r.brokerName },
  { header: 'current', value: (r) => csvMoney(r.current) },
  { header: '1-30', value: (r) => csvMoney(r.days1to30) },
  { header: '31-60', value: (r) => csvMoney(r.days31to60) },
  { header: '61-90', value: (r) => csvMoney(r.days61to90) },
  { header: '90+', value: (r) => csvMoney(r.days90plus) },
  { header: 'total', value: (r) => csvMoney(r.total) },
];

/** /api/invoices: PDFs, sending, factoring, payments, aging and the broker card. */
export const receivablesRoutes: FastifyPluginAsyncZod<Opts> = async (
  app,
  { invoiceMail: mail, receivables, carrierSettings: settings },
) => {
  app.get(
    '/aging',
    route({
      summary:
        'Open balances per broker by days past due: current, 1-30, 31-60, 61-90, 90+, with a totals row; format=csv|pdf',
      querystring: agingQuery,
      ...jsonCsvOrPdf(agingResponse),
    }),
    async (request, reply) => {
      const aging = await receivables.aging();
      if (request.query.format === 'csv')
        return sendCsv(reply, `aging-${aging.asOf}`, AGING_CSV, [
          [...aging.rows, { brokerName: 'Total', ...aging.totals }],
        ]);
      if (request.query.format === 'pdf')
        return sendPdf(reply, `aging-${aging.asOf}`, await agingPdf(aging, await settings.get()));
      return ok(aging);
    },
  );

  app.get(
    '/brokers/:brokerId/summary',
    route({
      summary:
        "A broker's receivables: open and overdue balances, revenue (sent invoices) per month for 12 months, average days to pay",
      params: brokerSummaryParams,
      response: okOr(brokerReceivablesResponse, 400, 404),
    }),
    async (request) => ok(await receivables.brokerSummary(request.params.brokerId)),
  );

  app.post(
    '/factor',
    route({
      summary:
        'Mail the packages of several invoices to the factoring company in one mail, a schedule of accounts first; 409 when no factoring company is set',
      body: factorBatchBody,
      response: okOr(factorResponse, 400, 404, 409),
    }),
    async (request) => {
      const result = await mail.factorBatch(request.body.invoiceIds);
      return { message: invoiceMessages.factored(result.invoiceIds.length, result.mailedTo), data: result };
    },
  );

  pdfRoute(app, route, '/:id/pdf', {
    summary: 'The invoice as a PDF',
    params: invoiceIdParams,
    pdf: async (params) => {
      const { invoice, bytes } = await mail.pdf(params.id);
      return { name: invoice.number, bytes };
    },
  });

  pdfRoute(app, route, '/:id/package', {
    summary: 'One PDF for factoring: the invoice, the rate confirmation(s), the proof(s) of delivery',
    params: invoiceIdParams,
    pdf: async (params) => {
      const { invoice, bytes } = await mail.packagePdf(params.id);
      return { name: `${invoice.number}-package`, bytes };
    },
  });

  app.post(
    '/:id/send',
    route({
      summary:
        "Mail the invoice PDF and the load's proofs of delivery to the broker's invoicing email; the invoice becomes sent (409 without an invoicing email; If-Match: the version expected, 412 when it moved on)",
      params: invoiceIdParams,
      response: okOr(invoiceResponse, 400, 404, 409, 412),
    }),
    async (request, reply) => {
      const version = expectedVersion(request.headers['if-match']);
      const invoice = withVersion(reply, await mail.send(request.params.id, version));
      return { message: invoiceMessages.sent(invoice.number, invoice.billTo.email ?? ''), data: invoice };
    },
  );

  app.post(
    '/:id/factor',
    route({
      summary:
        "Mail the invoice's package to the factoring company (409 when none is set); ETag: the invoice's new version",
      params: invoiceIdParams,
      response: okOr(factorResponse, 400, 404, 409),
    }),
    async (request, reply) => {
      const result = withVersion(reply, await mail.factor(request.params.id));
      return { message: invoiceMessages.factored(1, result.mailedTo), data: result };
    },
  );

  app.post(
    '/:id/payments',
    route({
      summary:
        'Record a payment (partial or in full) on a sent invoice; more than the balance is a 409 (If-Match: the version expected, 412 when it moved on)',
      params: invoiceIdParams,
      body: paymentBody,
      response: createdOr(invoiceResponse, 400, 404, 409, 412),
    }),
    async (request, reply) => {
      const version = expectedVersion(request.headers['if-match']);
      const { userId } = principalOf(request);
      const paid = await receivables.recordPayment(request.params.id, request.body, userId, version);
      return created(reply, invoiceMessages.paymentRecorded, withVersion(reply, paid));
    },
  );

  const invoice = recordRoutes(app, route, 'invoice', invoiceIdParams, invoiceResponse);
  const usd = formatDollars;

  invoice.change(
    'post',
    '/:id/write-off',
    {
      summary:
        "Write off the whole balance due (a short pay, a broker that never pays) with a reason (3-500 characters): it is no longer owed (out of the balance due, the aging and the broker's open balance) and the invoice reads written_off; 409 on a draft, a void invoice, one with nothing owed and one written off already (If-Match: the version expected, 412 when it moved on)",
      body: writeOffBody,
    },
    (data) => invoiceMessages.writtenOff(usd(data.writtenOff?.amount ?? 0), data.number),
    (request, version) =>
      receivables.writeOff(request.params.id, request.body.reason, principalOf(request).userId, version),
  );

  invoice.change(
    'post',
    '/:id/write-off/undo',
    {
      summary:
        'Undo the write-off (the broker paid after all): what it wrote off is owed again; 409 when there is none (If-Match: the version expected, 412 when it moved on)',
    },
    (data) => invoiceMessages.writeOffUndone(data.number, usd(data.balance)),
    (request, version) => receivables.undoWriteOff(request.params.id, principalOf(request).userId, version),
  );

  recordRoutes(app, route, 'invoice', invoicePaymentParams, invoiceResponse).change(
    'post',
    '/:id/payments/:paymentId/reverse',
    {
      summary:
        "Reverse a payment (a check that bounced, a payment on the wrong invoice) with a reason (3-500 characters): it stays on the invoice marked reversed and no longer counts in what is paid; 404 when it is not one of the invoice's, 409 when already reversed (If-Match: the invoice's version expected, 412 when it moved on)",
      body: reversePaymentBody,
    },
    (data, { params }) => {
      const amount = data.payments.find((p) => p.id === params.paymentId)?.amount ?? 0;
      return invoiceMessages.paymentReversed(usd(amount), data.number, usd(data.balance));
    },
    (request, version) => {
      const { id, paymentId } = request.params;
      return receivables.reversePayment(
        id,
        paymentId,
        request.body.reason,
        principalOf(request).userId,
        version,
      );
    },
  );
};
