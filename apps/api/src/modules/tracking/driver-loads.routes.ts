import { documentMessages, documentResponse } from '@fletx/contract/documents';
import { errorResponse } from '@fletx/contract/errors';
import { loadIdParams } from '@fletx/contract/loads';
import {
  driverLoadResponse,
  driverLoadsQuery,
  driverLoadsResponse,
  locationsBody,
  locationsResponse,
  trackingMessages,
} from '@fletx/contract/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { principalOf } from '../../plugins/access';
import { readUploadForm } from '../documents/documents.multipart';
import type { DocumentsService } from '../documents/documents.service';
import type { TrackingService } from './tracking.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
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
    {
      config: { access: 'driver' },
      schema: {
        tags: ['driver API'],
        summary:
          'The driver’s own loads, newest first, with status names and rough pickup/delivery positions',
        querystring: driverLoadsQuery,
        response: { 200: driverLoadsResponse, ...errors },
      },
    },
    async (request) => {
      const { page, take } = request.query;
      const { items, total } = await tracking.driverLoads(principalOf(request).userId, page, take);
      return { message: 'OK', data: items, meta: { itemCount: total, page, take } };
    },
  );

  for (const action of ACTIONS) {
    app.post(
      `/:id/${action}`,
      {
        config: { access: 'driver' },
        schema: {
          tags: ['driver API'],
          summary: SUMMARIES[action],
          params: loadIdParams,
          response: { 200: driverLoadResponse, ...errors, 409: errorResponse },
        },
      },
      async (request) => ({
        message: trackingMessages.moved,
        data: await tracking.act(principalOf(request).userId, request.params.id, action),
      }),
    );
  }

  app.post(
    '/:id/locations',
    {
      config: { access: 'driver' },
      schema: {
        tags: ['driver API'],
        summary: 'Location pings, batched (1 to 500 points); accepted while the load is 4 … 10',
        params: loadIdParams,
        body: locationsBody,
        response: { 201: locationsResponse, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const recorded = await tracking.addLocations(
        principalOf(request).userId,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ message: trackingMessages.recorded, data: { recorded } });
    },
  );

  app.post(
    '/:id/documents',
    {
      config: { access: 'driver' },
      schema: {
        tags: ['driver API'],
        summary: 'Upload the proof of delivery (multipart form, one part `file`: PDF, PNG or JPEG)',
        description: 'Stored as a load document of type Proof of delivery (29).',
        consumes: ['multipart/form-data'],
        params: loadIdParams,
        response: {
          201: documentResponse,
          ...errors,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const driverId = principalOf(request).userId;
      const { id } = request.params;
      await tracking.ownLoad(driverId, id);
      const form = await readUploadForm(request, documents);
      if (!form.file) throw new AppError('ValidationError', documentMessages.chooseFile);
      const data = await tracking.saveProofOfDelivery(driverId, id, form.file);
      return reply.code(201).send({ message: trackingMessages.podUploaded, data });
    },
  );
};
