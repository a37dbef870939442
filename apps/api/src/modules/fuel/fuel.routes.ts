import { DOCUMENT_TYPE, documentMessages, ENTITY_TYPE } from '@fletx/contract/documents';
import { messageOnly } from '@fletx/contract/errors';
import {
  driverFuelBody,
  type FuelPurchase,
  fuelIdParams,
  fuelListQuery,
  fuelListResponse,
  fuelMessages,
  fuelPurchaseBody,
  fuelPurchaseResponse,
} from '@fletx/contract/fuel';
import { fuelImportMessages, fuelImportResponse } from '@fletx/contract/fuel-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvColumns, csvDateTime } from '../../lib/csv';
import { badRequest } from '../../lib/errors';
import { listRoute } from '../../lib/route-kinds';
import { created, createdOr, driverRoute, okOr, routeOptions } from '../../lib/route-options';
import { savedRoutes } from '../../lib/saved-routes';
import { principalOf } from '../../plugins/access';
import type { DocumentsService } from '../documents/documents.service';
import type { FuelService } from './fuel.service';
import type { FuelImportService } from './fuel-import.service';
import { inMemoryUpload } from './in-memory-upload';

/** Any back-office user who runs the fleet (docs/product.md "Roles and permissions"); drivers never. */
const route = routeOptions({ tags: ['fuel'], access: 'operate' });

type Opts = { fuel: FuelService; fuelImport: FuelImportService; documents: DocumentsService };

const FUEL_CSV_COLUMNS = csvColumns<FuelPurchase>({
  Bought: (p) => csvDateTime(p.at),
  Truck: 'truckNumber',
  'Truck id': 'truckId',
  Driver: 'driverName',
  'Driver id': 'driverId',
  State: 'state',
  Gallons: (p) => p.gallons.toFixed(3),
  Amount: (p) => p.amount.toFixed(2),
  Vendor: 'vendor',
  Receipt: 'receipt',
  Source: 'source',
});

/** /api/fuel/purchases (docs/product.md "Fuel"). */
export const fuelRoutes: FastifyPluginAsyncZod<Opts> = async (app, { fuel, fuelImport, documents }) => {
  listRoute(app, route, '/purchases', {
    summary:
      "Fuel purchases, newest first: of a truck, in a period (days bought, inclusive, in the carrier's time zone)",
    querystring: fuelListQuery,
    response: fuelListResponse,
    csv: { name: 'fuel-purchases', columns: FUEL_CSV_COLUMNS, rows: (query) => fuel.csvRows(query) },
    list: (query) => fuel.list(query),
  });

  const purchases = savedRoutes(app, route, fuelIdParams, fuelPurchaseResponse);
  purchases.create(
    '/purchases',
    {
      summary: 'Record a fuel purchase: truck, when, state or province, gallons, amount',
      body: fuelPurchaseBody,
    },
    fuelMessages.created,
    (request) => fuel.create(request.body, principalOf(request).userId),
  );

  app.post(
    '/purchases/import',
    route({
      summary: 'Import a fuel card export (CSV, multipart `file`): WEX, EFS, Comdata or a layout mapped once',
      description:
        'A new layout answers `needsMapping: true` with its headers and a suggestion, importing nothing; send ' +
        'the file again with the field `mapping` (JSON: field → header) and it is remembered for the next ' +
        'files. Rows that cannot be read are answered with their line and reason; a row imported before is ' +
        'counted in `duplicates`.',
      consumes: ['multipart/form-data'],
      response: okOr(fuelImportResponse, 400, 413, 415),
    }),
    async (request) => {
      const form = await documents.readUploadFormWith(request, inMemoryUpload);
      if (!form.file) throw badRequest(fuelImportMessages.noFile);
      const result = await fuelImport.import(form.file, form.fields.mapping, principalOf(request).userId);
      const message = result.needsMapping
        ? fuelImportMessages.needsMapping
        : fuelImportMessages.imported(result.imported, result.duplicates, result.errors.length);
      return { message, data: result };
    },
  );

  purchases.get('/purchases/:id', { summary: 'A fuel purchase (ETag: its version)' }, ({ id }) =>
    fuel.get(id),
  );

  purchases.change(
    '/purchases/:id',
    {
      summary: 'Change a fuel purchase (If-Match honoured, 412 when it moved on)',
      body: fuelPurchaseBody,
      errors: [400, 404, 412],
    },
    fuelMessages.updated,
    (request, version) => fuel.update(request.params.id, request.body, version),
  );

  purchases.remove(
    '/purchases/:id',
    { summary: 'Delete a fuel purchase (If-Match honoured, 412 when it moved on)', response: messageOnly },
    fuelMessages.deleted,
    ({ id }, version) => fuel.remove(id, version),
  );
};

/** /api/driver/fuel: the drivers' app "Fuel" receipt (driver token only; Idempotency-Key honoured). */
export const driverFuelRoutes: FastifyPluginAsyncZod<Opts> = async (app, { fuel, documents }) => {
  app.post(
    '/',
    driverRoute({
      summary: 'Record a fuel receipt on the driver’s truck: when, state or province, gallons, amount',
      body: driverFuelBody,
      response: createdOr(fuelPurchaseResponse, 400, 409),
    }),
    async (request, reply) => {
      const data = await fuel.recordForDriver(principalOf(request).userId, request.body);
      return created(reply, fuelMessages.created, data);
    },
  );

  const upload = documents.driverUpload((driverId, id) => fuel.ownByDriver(driverId, id));
  app.post(
    '/:id/documents',
    upload.route({
      summary: 'Upload the photo of the driver’s own fuel receipt (multipart form: `file`, PNG, JPEG or PDF)',
      description: 'Stored as a document of the purchase (entity type 9, document type 34, Fuel receipt).',
      params: fuelIdParams,
    }),
    async (request, reply) => {
      const { file } = upload.formOf(request);
      const data = await documents.record(file, {
        entityTypeId: ENTITY_TYPE.fuelPurchase,
        entityId: request.params.id,
        documentType: DOCUMENT_TYPE.fuelReceipt,
        uploadedBy: principalOf(request).userId,
      });
      return created(reply, documentMessages.uploaded, data);
    },
  );
};
