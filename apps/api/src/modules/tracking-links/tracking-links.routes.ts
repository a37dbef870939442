import { loadIdParams } from '@fletx/contract/loads';
import { pageQuery } from '@fletx/contract/paging';
import {
  trackingLinkBody,
  trackingLinkIdParams,
  trackingLinkListResponse,
  trackingLinkMessages,
  trackingLinkResponse,
  trackingLinkRevokedResponse,
} from '@fletx/contract/tracking-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRequest } from '../../lib/paging';
import { created, createdOr, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { TrackingLinksService } from './tracking-links.service';

/** Like the loads: any back-office user who operates loads; drivers never. */
const route = routeOptions({ tags: ['tracking links'], access: 'operate' });

type Opts = { trackingLinks: TrackingLinksService };

/** /api/loads/{id}/tracking-links and /api/tracking-links/{id} (docs/product.md "Tracking links and check calls"). */
export const trackingLinkRoutes: FastifyPluginAsyncZod<Opts> = async (app, { trackingLinks }) => {
  app.post(
    '/loads/:id/tracking-links',
    route({
      summary: 'Share tracking: a link to a public page of the load (its token is answered only here)',
      params: loadIdParams,
      body: trackingLinkBody,
      response: createdOr(trackingLinkResponse, 400, 404),
    }),
    async (request, reply) => {
      const link = await trackingLinks.create(request.params.id, request.body, principalOf(request).userId);
      return created(reply, trackingLinkMessages.created, link);
    },
  );

  app.get(
    '/loads/:id/tracking-links',
    route({
      summary: 'The load’s tracking links, newest first, with their state (no tokens: only hashes are kept)',
      params: loadIdParams,
      querystring: pageQuery,
      response: okOr(trackingLinkListResponse, 400, 404),
    }),
    async (request) => ({
      message: 'OK',
      data: await trackingLinks.list(request.params.id, pageRequest(request.query)),
    }),
  );

  app.delete(
    '/tracking-links/:id',
    route({
      summary: 'Revoke a tracking link: its page answers 404 from now on',
      params: trackingLinkIdParams,
      response: okOr(trackingLinkRevokedResponse, 400, 404),
    }),
    async (request) => ({
      message: trackingLinkMessages.revoked,
      data: await trackingLinks.revoke(request.params.id),
    }),
  );
};
