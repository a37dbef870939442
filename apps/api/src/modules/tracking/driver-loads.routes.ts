import { DOCUMENT_TYPE } from '@fletx/contract/documents';
import { loadIdParams } from '@fletx/contract/loads';
import {
  driverLoadResponse,
  driverLoadsQuery,
  driverLoadsResponse,
  driverStepBody,
  locationsBody,
  locationsResponse,
  trackingMessages,
} from '@fletx/contract/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRequest } from '../../lib/paging';
import { withVersion } from '../../lib/record-version';
import { created, createdOr, driverRoute, okOr } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { DocumentsService } from '../documents/documents.service';
import type { TrackingService } from './tracking.service';

const ACTIONS = ['accept', 'refuse', 'advance'] as const;
const SUMMARIES: Record<(typeof ACTIONS)[number], string> = {
  accept: 'Accept a new load (2 → 4); 409 from any other status',
  refuse: 'Refuse a new load (2 → 3); 409 from any other status',
  advance: 'Move the load one step forward (4 → 5 → … → 10); 409 from any other status',
};

/** /api/driver/loads: a driver's own loads (403 for another driver's load, 404 unknown). */
export const driverLoadsRoutes: FastifyPluginAsyncZod<{
  tracking: TrackingService;
  documents: DocumentsService;
}> = async (app, { tracking, documents }) => {
  app.get(
    '/',
    driverRoute({
      summary:
        'The driver’s own loads, newest first, with status names and approximate pickup/delivery positions (ZIP code, else city or state)',
      querystring: driverLoadsQuery,
      response: okOr(driverLoadsResponse, 400, 404),
    }),
    async (request) => {
      const { items, page } = await tracking.driverLoads(
        principalOf(request).userId,
        pageRequest(request.query),
      );
      return {
        message: 'OK',
        data: items,
        meta: { itemCount: page.itemCount, page: page.page, take: page.take },
      };
    },
  );

  for (const action of ACTIONS) {
    app.post(
      `/:id/${action}`,
      driverRoute({
        summary: SUMMARIES[action],
        params: loadIdParams,
        body: driverStepBody,
        response: okOr(driverLoadResponse, 400, 404, 409),
      }),
      async (request, reply) => ({
        message: trackingMessages.moved,
        data: withVersion(
          reply,
          await tracking.act(
            principalOf(request).userId,
            request.params.id,
            action,
            request.body?.at,
            request.body?.reason,
          ),
        ),
      }),
    );
  }

  app.post(
    '/:id/locations',
    driverRoute({
      summary: 'Location pings, batched (1 to 500 points); accepted while the load is 4 … 10',
      params: loadIdParams,
      body: locationsBody,
      response: createdOr(locationsResponse, 400, 404, 409),
    }),
    async (request, reply) => {
      const recorded = await tracking.addLocations(
        principalOf(request).userId,
        request.params.id,
        request.body,
      );
      return created(reply, trackingMessages.recorded, { recorded });
    },
  );

  const upload = documents.driverUpload((driverId, id) => tracking.ownLoad(driverId, id));
  app.post(
    '/:id/documents',
    upload.route({
      summary: 'Upload the proof of delivery (multipart form, one part `file`: PDF, PNG or JPEG)',
      description:
        'Stored as a load document of type Proof of delivery (29); with the field `purpose=alert`, a photo ' +
        'of a problem the driver reports, stored as a load document of type 27 (Other).',
      params: loadIdParams,
    }),
    async (request, reply) => {
      const { file, fields } = upload.formOf(request);
      const alert = fields.purpose === 'alert';
      const data = await tracking.saveProofOfDelivery(
        principalOf(request).userId,
        request.params.id,
        file,
        alert ? DOCUMENT_TYPE.load : DOCUMENT_TYPE.proofOfDelivery,
      );
      return created(reply, alert ? trackingMessages.alertPhotoUploaded : trackingMessages.podUploaded, data);
    },
  );
};
