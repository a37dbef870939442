import { documentMessages } from '@fletx/contract/documents';
import {
  driverUnitsResponse,
  inspectionBody,
  inspectionIdParams,
  inspectionListQuery,
  inspectionListResponse,
  inspectionMessages,
  inspectionResponse,
  lastInspectionQuery,
  lastInspectionResponse,
} from '@fletx/contract/inspections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pdfRoute } from '../../lib/route-kinds';
import { created, createdOr, driverRoute, ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { DocumentsService } from '../documents/documents.service';
import type { DvirPrinter } from './dvir.service';
import type { InspectionPhotos } from './inspection-photos';
import type { InspectionsService } from './inspections.service';

type Opts = {
  inspections: InspectionsService;
  inspectionPhotos: InspectionPhotos;
  documents: DocumentsService;
  dvir: DvirPrinter;
};

/** /api/driver/inspections: a driver's daily inspection reports (driver token only). */
export const driverInspectionRoutes: FastifyPluginAsyncZod<Opts> = async (
  app,
  { inspections, inspectionPhotos: photos, documents },
) => {
  app.post(
    '/',
    driverRoute({
      summary:
        'Record a pre-trip or post-trip inspection (49 CFR 396.11) of the driver’s truck and trailer: every ' +
        'item answered once, each defect on an item marked defective, a typed signature',
      body: inspectionBody,
      response: createdOr(inspectionResponse, 400),
    }),
    async (request, reply) => {
      const data = await inspections.record(principalOf(request).userId, request.body);
      return created(reply, inspectionMessages.recorded, data);
    },
  );

  const upload = documents.driverUpload((driverId, id) => photos.own(driverId, id));
  app.post(
    '/:id/documents',
    upload.route({
      summary: 'Upload a photo of the driver’s own inspection (multipart form: `file`, PNG or JPEG)',
      description:
        'Stored as a document of the inspection (entity type 7, document type 31, Defect photo); with the ' +
        'field `item` (a 396.11 item the report names a defect on), the photo of that defect. 403 for ' +
        'another driver’s inspection.',
      params: inspectionIdParams,
    }),
    async (request, reply) => {
      const { file, fields } = upload.formOf(request);
      const data = await photos.save(principalOf(request).userId, request.params.id, file, fields.item);
      return created(reply, documentMessages.uploaded, data);
    },
  );

  app.get(
    '/units',
    driverRoute({
      summary: 'The driver’s truck and the trailers hitched to it: what an inspection is about',
      response: okOr(driverUnitsResponse),
    }),
    async (request) => ok(await inspections.units(principalOf(request).userId)),
  );

  app.get(
    '/last',
    driverRoute({
      summary:
        'The last inspection of the driver’s truck (and of the trailer, when given) with its defects and ' +
        'whether each was repaired: the review before a trip (49 CFR 396.13)',
      querystring: lastInspectionQuery,
      response: okOr(lastInspectionResponse, 400),
    }),
    async (request) =>
      ok(await inspections.last(principalOf(request).userId, request.query.truckId, request.query.trailerId)),
  );
};

const route = routeOptions({ tags: ['inspections'], access: 'operate' });

/** /api/inspections: the back office's list and detail of the reports. */
export const inspectionRoutes: FastifyPluginAsyncZod<Opts> = async (app, { inspections, dvir }) => {
  app.get(
    '/',
    route({
      summary: 'Inspections newest first (by the time they happened), of one truck or trailer, in a period',
      description:
        'By their defects (of the unit asked, when one is): defects=open, the reports with one not repaired yet however old; workOrderId, those with one that work order repaired; both, either.',
      querystring: inspectionListQuery,
      response: okOr(inspectionListResponse, 400),
    }),
    async (request) => ok(await inspections.list(request.query)),
  );

  app.get(
    '/:id',
    route({
      summary: 'An inspection: its answers and its defects (open or repaired, who certified and when)',
      params: inspectionIdParams,
      response: okOr(inspectionResponse, 400, 404),
    }),
    async (request) => ok(await inspections.get(request.params.id)),
  );

  pdfRoute(app, route, '/:id/pdf', {
    summary:
      'The inspection as a printable DVIR (PDF): carrier, driver, units, every item, the defects with photos, ' +
      'the signature, the repairs’ certification and the next driver’s review (times in UTC)',
    params: inspectionIdParams,
    pdf: (params) => dvir.print(params.id),
  });
};
