import { errorResponse } from '@fletx/contract/errors';
import { EVENT_HEARTBEAT_MS, eventStreamQuery, eventTicketResponse } from '@fletx/contract/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { created, createdOr, driverRoute, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { LiveEvent } from './event-hub';
import type { EventsService } from './events.service';

const route = routeOptions({ tags: ['events'], access: 'staff' });

type Opts = { events: EventsService };

/** How long a client waits before reconnecting a dropped stream (the SSE `retry:` field). */
const RETRY_MS = 3_000;

const frame = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** /api/events: live updates (docs/product.md "Live updates"). */
export const eventsRoutes: FastifyPluginAsyncZod<Opts> = async (app, { events }) => {
  // Open streams never end by themselves: closing the app ends them, or it would wait for them forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.post(
    '/ticket',
    route({
      summary: 'A single-use ticket (valid 30 s) that opens one live-update stream: back-office users only',
      response: createdOr(eventTicketResponse),
    }),
    async (request, reply) => created(reply, 'OK', await events.issueTicket(principalOf(request).userId)),
  );

  app.get(
    '/',
    route({
      // The browser's EventSource cannot send a token: the ticket, bought with one, stands for it.
      access: 'public',
      summary:
        'The live-update stream (text/event-stream): load.status, load.position, report, notification and ' +
        'compliance events, each with an id; `Last-Event-ID` (or `lastEventId`) replays the last 10 minutes',
      querystring: eventStreamQuery,
      response: { 401: errorResponse, 400: errorResponse },
    }),
    async (request, reply) => {
      const grant = await events.open(request.query.ticket);
      const header = request.headers['last-event-id'];
      const lastText =
        (typeof header === 'string' && /^\d{1,15}$/.test(header.trim()) ? header.trim() : undefined) ??
        request.query.lastEventId;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);
      const send = (event: LiveEvent) => {
        if (grant.maySee(event)) raw.write(frame(event));
      };

      // Heard while the missed events are read: sent after them, each once.
      let held: LiveEvent[] | undefined = [];
      const unsubscribe = events.subscribe((event) => {
        if (held) held.push(event);
        else send(event);
      });
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), EVENT_HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
      try {
        const replayed = lastText === undefined ? [] : await events.replay(Number(lastText));
        const sent = new Set<number>();
        for (const event of replayed) {
          sent.add(event.id);
          send(event);
        }
        const waiting = held;
        held = undefined;
        for (const event of waiting) if (!sent.has(event.id)) send(event);
      } catch (error) {
        request.log.warn({ err: error }, 'live events: replay failed');
        raw.end();
      }
    },
  );
};

/**
 * /api/driver/events/ticket: a driver's ticket for the same stream, which then carries only their own
 * conversation's `message` events (docs/decisions/0066-driver-messages.md).
 */
export const driverEventsRoutes: FastifyPluginAsyncZod<Opts> = async (app, { events }) => {
  app.post(
    '/ticket',
    driverRoute({
      summary:
        'A single-use ticket (valid 30 s) that opens one live-update stream of the driver’s own messages',
      response: createdOr(eventTicketResponse),
    }),
    async (request, reply) => created(reply, 'OK', await events.issueTicket(principalOf(request).userId)),
  );
};
