import { checkCallListResponse, loadProgressResponse } from '@fletx/contract/check-calls';
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
import type { CheckCallsService } from './check-calls.service';
import type { LoadProgressService } from './load-progress.service';
import type { TrackingLinksService } from './tracking-links.service';

/** Like the loads: any back-office user who operates loads; drivers never. */
const route = routeOptions({ tags: ['tracking links'], access: 'operate' });

type Opts = {
  trackingLinks: TrackingLinksService;
  checkCalls: CheckCallsService;
  loadProgress: LoadProgressService;
};

/** /api/loads/{id}/tracking-links and /api/tracking-links/{id} (docs/product.md "Tracking links and check calls"). */
export const trackingLinkRoutes: FastifyPluginAsyncZod<Opts> = async (
  app,
  { trackingLinks, checkCalls, loadProgress },
) => {
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

  app.get(
    '/loads/:id/check-calls',
    route({
      summary: 'The check-call mails sent for the load, newest first (who, what, when)',
      params: loadIdParams,
      querystring: pageQuery,
      response: okOr(checkCallListResponse, 400, 404),
    }),
    async (request) => ({
      message: 'OK',
      data: await checkCalls.list(request.params.id, pageRequest(request.query)),
    }),
  );

  app.get(
    '/loads/:id/progress',
    route({
      summary:
        'The ETA to the next stop, each stop’s arrival, departure and detention, and the detention proposed',
      params: loadIdParams,
      response: okOr(loadProgressResponse, 400, 404),
    }),
    async (request) => ({ message: 'OK', data: await loadProgress.of(request.params.id) }),
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
