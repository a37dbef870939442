import {
  type IftaQuarterQuery,
  type IftaRatesBody,
  type IftaReport,
  iftaMessages,
  iftaQuarterQuery,
  iftaRatesBody,
  iftaRatesResponse,
  iftaReportQuery,
  iftaReportResponse,
  parseRatesCsv,
} from '@fletx/contract/ifta';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv';
import { badRequest } from '../../lib/errors';
import { sendPdf } from '../../lib/pdf/send';
import { expectedVersion, withVersion } from '../../lib/record-version';
import { jsonCsvOrPdf } from '../../lib/route-kinds';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { CarrierSettingsService } from '../carrier-settings/carrier-settings.service';
import type { DocumentsService } from '../documents/documents.service';
import type { IftaService } from './ifta.service';
import { iftaPdf } from './ifta-pdf';
import { inMemoryUpload } from './in-memory-upload';

/** The report and the rates: any back-office user who runs the fleet; closing and reopening: Carriers, Admin. */
const route = routeOptions({ tags: ['ifta'], access: 'operate' });

type Opts = { ifta: IftaService; carrierSettings: CarrierSettingsService; documents: DocumentsService };
type Row = IftaReport['jurisdictions'][number];

/** The report's `format=csv`: one line per jurisdiction, then the totals. */
const CSV_COLUMNS = [
  { header: 'Jurisdiction', value: (r: Row) => r.code },
  { header: 'Miles', value: (r: Row) => r.miles },
  { header: 'Taxable gallons', value: (r: Row) => r.taxableGallons },
  { header: 'Tax-paid gallons', value: (r: Row) => r.paidGallons },
  { header: 'Net taxable gallons', value: (r: Row) => r.netGallons },
  { header: 'Rate', value: (r: Row) => (r.rate === null ? '' : r.rate.toFixed(4)) },
  // A number, not text: a spreadsheet reads a credit as a negative amount (text starting with - is escaped).
  { header: 'Tax', value: (r: Row) => r.tax },
];

/**
 * /api/ifta (docs/product.md "IFTA"). A quarter's rates are one record people edit (docs/product.md "Stale
 * edits"): their GET answers their version as `ETag` ("0" until first saved); their save and import read
 * `If-Match` and answer the new version as `ETag`.
 */
export const iftaRoutes: FastifyPluginAsyncZod<Opts> = async (app, { ifta, carrierSettings, documents }) => {
  app.get(
    '/',
    route({
      summary:
        'The quarter’s IFTA report: miles, taxable and tax-paid gallons, rate and tax per jurisdiction',
      description:
        '`format=csv` answers the jurisdictions as CSV, `format=pdf` the schedule as a PDF. A quarter not ' +
        'started yet is a 400; a closed quarter answers its frozen report.',
      querystring: iftaReportQuery,
      ...jsonCsvOrPdf(iftaReportResponse),
    }),
    async (request, reply) => {
      const { year, quarter, format } = request.query;
      const report = await ifta.report(year, quarter);
      const name = `ifta-${year}-q${quarter}`;
      if (format === 'pdf') return sendPdf(reply, name, await iftaPdf(report, await carrierSettings.get()));
      if (format === 'csv') {
        const totals = {
          code: 'TOTAL',
          miles: report.totalMiles,
          taxableGallons: report.jurisdictions.reduce((s, j) => s + j.taxableGallons, 0),
          paidGallons: report.totalGallons,
          netGallons: report.jurisdictions.reduce((s, j) => s + j.netGallons, 0),
          rate: null,
          tax: report.totalTax,
          ifta: true,
        };
        return sendCsv(reply, name, CSV_COLUMNS, [[...report.jurisdictions, totals]]);
      }
      return ok(report);
    },
  );

  /** The rates of the request's quarter replaced by `body`, by its caller, at the version its `If-Match` expects. */
  const saveRates = (request: FastifyRequest<{ Querystring: IftaQuarterQuery }>, body: IftaRatesBody) =>
    ifta.saveRates(
      request.query.year,
      request.query.quarter,
      body,
      principalOf(request).userId,
      expectedVersion(request.headers['if-match']),
    );

  app.get(
    '/rates',
    route({
      summary: 'The quarter’s fuel tax rates (dollars per gallon) per jurisdiction',
      querystring: iftaQuarterQuery,
      response: okOr(iftaRatesResponse, 400),
    }),
    async (request, reply) =>
      ok(withVersion(reply, await ifta.rates(request.query.year, request.query.quarter))),
  );

  app.put(
    '/rates',
    route({
      summary:
        'Replace the quarter’s rates (a jurisdiction left out has none); 409 when the quarter is closed',
      querystring: iftaQuarterQuery,
      body: iftaRatesBody,
      response: okOr(iftaRatesResponse, 400, 409, 412),
    }),
    async (request, reply) => ({
      message: iftaMessages.ratesSaved,
      data: withVersion(reply, await saveRates(request, request.body)),
    }),
  );

  app.post(
    '/rates/import',
    route({
      summary: 'Replace the quarter’s rates from a CSV of jurisdiction,rate lines (multipart `file`)',
      querystring: iftaQuarterQuery,
      consumes: ['multipart/form-data'],
      response: okOr(iftaRatesResponse, 400, 409, 412, 413, 415),
    }),
    async (request, reply) => {
      const form = await documents.readUploadFormWith(request, inMemoryUpload);
      const rates = form.file ? parseRatesCsv(form.file.toString('utf8')) : null;
      const parsed = rates ? iftaRatesBody.safeParse({ rates }) : undefined;
      if (!parsed?.success) throw badRequest(iftaMessages.ratesCsv);
      return {
        message: iftaMessages.ratesSaved,
        data: withVersion(reply, await saveRates(request, parsed.data)),
      };
    },
  );

  app.post(
    '/close',
    route({
      summary: 'Close a quarter that is over: its report is frozen as it is now',
      access: 'manageInvoices',
      querystring: iftaQuarterQuery,
      response: okOr(iftaReportResponse, 400, 409),
    }),
    async (request) => ({
      message: iftaMessages.closedDone,
      data: await ifta.close(request.query.year, request.query.quarter, principalOf(request).userId),
    }),
  );

  app.post(
    '/reopen',
    route({
      summary: 'Reopen a closed quarter: its report follows the data again',
      access: 'manageUsers',
      querystring: iftaQuarterQuery,
      response: okOr(iftaReportResponse, 400, 409),
    }),
    async (request) => ({
      message: iftaMessages.reopened,
      data: await ifta.reopen(request.query.year, request.query.quarter),
    }),
  );
};
