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
import type { RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type PageRequest, pageRequest } from '../../lib/paging';
import type { DataOf, RouteDoc, RoutesApp } from '../../lib/route-kinds';
import { created, createdOr, ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { CheckCallsService } from './check-calls.service';
import type { LoadProgressService } from './load-progress.service';
import type { TrackingLinksService } from './tracking-links.service';

/** Like the loads: any back-office user who operates loads; drivers never. */
const route = routeOptions({ tags: ['tracking links'], access: 'operate' });

/** `GET path`: a page of the load's records, newest first (400 bad id or page, 404 no such load). */
function loadPage<R extends z.ZodType>(
  app: RoutesApp,
  path: string,
  {
    response,
    list,
    ...doc
  }: RouteDoc & { response: R; list: (loadId: number, page: PageRequest) => Promise<DataOf<R>> },
): void {
  const options: RouteShorthandOptions = route({
    ...doc,
    params: loadIdParams,
    querystring: pageQuery,
    response: okOr(response, 400, 404),
  });
  app.get(path, options, async (request) => {
    const { id } = request.params as z.output<typeof loadIdParams>;
    return ok(await list(id, pageRequest(request.query as z.output<typeof pageQuery>)));
  });
}

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

  loadPage(app, '/loads/:id/tracking-links', {
    summary: 'The load’s tracking links, newest first, with their state (no tokens: only hashes are kept)',
    response: trackingLinkListResponse,
    list: (loadId, page) => trackingLinks.list(loadId, page),
  });

  loadPage(app, '/loads/:id/check-calls', {
    summary: 'The check-call mails sent for the load, newest first (who, what, when)',
    response: checkCallListResponse,
    list: (loadId, page) => checkCalls.list(loadId, page),
  });

  app.get(
    '/loads/:id/progress',
    route({
      summary:
        'The ETA to the next stop, each stop’s arrival, departure and detention, and the detention proposed',
      params: loadIdParams,
      response: okOr(loadProgressResponse, 400, 404),
    }),
    async (request) => ok(await loadProgress.of(request.params.id)),
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
