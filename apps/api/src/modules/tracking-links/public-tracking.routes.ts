import { checkCallMessages, unsubscribeQuery } from '@fletx/contract/check-calls';
import {
  PUBLIC_TRACKING_LIMIT,
  publicDocumentParams,
  publicTokenParams,
  publicTrackingResponse,
  trackingLinkMessages,
} from '@fletx/contract/tracking-links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { sendDocument } from '../../lib/file-answer';
import type { RateLimiter } from '../../lib/rate-limiter';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import type { BrokerCheckCallsService } from '../brokers/broker-check-calls.service';
import type { CheckCallsService } from './check-calls.service';
import type { TrackingLinksService } from './tracking-links.service';

/** No login: the token in the path is the only key, and it opens one load's public view only. */
const route = routeOptions({ tags: ['public tracking'], access: 'public' });
const fileBytes = z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description: 'The file' });

type Opts = {
  trackingLinks: TrackingLinksService;
  checkCalls: CheckCallsService;
  brokerCheckCalls: BrokerCheckCallsService;
  limiter: RateLimiter;
};

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;

/** /api/public/tracking/* (docs/product.md "Tracking links and check calls"): what a tracking link opens. */
export const publicTrackingRoutes: FastifyPluginAsyncZod<Opts> = async (
  app,
  { trackingLinks, checkCalls, brokerCheckCalls, limiter },
) => {
  /** Counted per address before the token is looked at, so guessing tokens is slow whatever they are. */
  const limit = (ip: string) => limiter.hit([{ key: `tracking:ip:${ip}`, rule: PUBLIC_TRACKING_LIMIT }]);

  app.get(
    '/tracking/:token',
    route({
      summary:
        'A load as its tracking link shows it: status, stops, last position (nearest town), ETA, proofs of ' +
        'delivery; never the rate, the driver or another load. 404 for a made-up, expired or revoked token',
      security: [],
      params: publicTokenParams,
      response: okOr(publicTrackingResponse, 400, 404, 429),
    }),
    async (request, reply) => {
      await limit(request.ip);
      reply.header('cache-control', 'no-store');
      return ok(await trackingLinks.publicView(request.params.token));
    },
  );

  app.get(
    '/tracking/:token/documents/:documentId',
    route({
      summary: 'A proof of delivery of the link’s load, once delivered (404 otherwise)',
      security: [],
      params: publicDocumentParams,
      produces: ['application/pdf', 'image/png', 'image/jpeg', 'application/json'],
      response: okOr(fileBytes, 400, 404, 429),
    }),
    async (request, reply) => {
      await limit(request.ip);
      const id = Number(request.params.documentId);
      if (!Number.isSafeInteger(id) || id < 1) throw notFound(trackingLinkMessages.notFound);
      return sendDocument(reply, await trackingLinks.publicDocument(request.params.token, id), true);
    },
  );

  app.get(
    '/check-calls/unsubscribe',
    route({
      summary:
        'The unsubscribe link of a check-call mail: that contact gets no more check calls (a small page)',
      security: [],
      querystring: unsubscribeQuery,
      produces: ['text/html'],
      response: okOr(z.string(), 400, 404, 429),
    }),
    async (request, reply) => {
      await limit(request.ip);
      const contactId = Number(request.query.c);
      reply.header('content-type', 'text/html; charset=utf-8');
      if (
        !Number.isSafeInteger(contactId) ||
        contactId < 1 ||
        !checkCalls.verify(contactId, request.query.s)
      ) {
        reply.code(404);
        return page('Link not valid', checkCallMessages.badLink);
      }
      await brokerCheckCalls.stop(contactId);
      return page('Unsubscribed', checkCallMessages.unsubscribed);
    },
  );
};
