import {
  assignBody,
  assignResponse,
  boardQuery,
  dispatchBoardResponse,
  dispatchMessages,
  dispatchWarningsResponse,
  timeOffBody,
  timeOffIdParams,
  timeOffResponse,
  warningsQuery,
} from '@fletx/contract/dispatch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { etagOf, expectedVersion } from '../../lib/record-version';
import { created, createdOr, ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { DispatchService } from './dispatch.service';

/** Like the loads: every back-office user who operates; drivers never. */
const route = routeOptions({ tags: ['dispatch'], access: 'operate' });

type Opts = { dispatch: DispatchService };

/** /api/dispatch (docs/product.md "Dispatch board"). */
export const dispatchRoutes: FastifyPluginAsyncZod<Opts> = async (app, { dispatch }) => {
  app.get(
    '/board',
    route({
      summary:
        "Every active driver's loads, hours left, compliance and time off in [from, to); the unassigned queue",
      description:
        "`from`, `to`: ISO times or days, at most 15 days apart. The queue (loads without a driver or refused, picked up before `to` at its dock's local time) filters by `originState`, `date` (the day of the pickup at its dock) and `trailerTypeId`.",
      querystring: boardQuery,
      response: okOr(dispatchBoardResponse, 400),
    }),
    async (request) => ok(await dispatch.board(request.query)),
  );

  app.post(
    '/assign',
    route({
      summary:
        'Give a load to a driver (If-Match: the load version expected, 412 when it moved on); driverId null takes the driver off a load not accepted yet',
      description:
        '409 when compliance blocks (Carriers and Admin users may send `complianceOverride: { reason }`), for an inactive driver, or a load under way or delivered. The answer carries `hosWarning`, `overlapWarning`, `timeOffWarning` and `trailerWarning` (null when none): warnings never block.',
      body: assignBody,
      response: okOr(assignResponse, 400, 404, 409, 412),
    }),
    async (request, reply) => {
      const version = expectedVersion(request.headers['if-match']);
      const { version: saved, ...result } = await dispatch.assign(
        request.body,
        principalOf(request),
        version,
      );
      reply.header('etag', etagOf(saved));
      const message =
        result.load.driverId === null
          ? dispatchMessages.unassigned(result.load.number)
          : dispatchMessages.assigned(result.load.number);
      return { message, data: result };
    },
  );

  app.get(
    '/warnings',
    route({
      summary:
        'What giving a load to a driver would warn of, before saving: hours of service, overlap, time off, trailer type',
      description:
        '`driverId` and either `loadId` alone (the saved load) or the trip a form holds: `pickupOpen`, `pickupState`, `deliveryState` required, `pickupClose`, `deliveryOpen`, `deliveryClose` (facility clock, `yyyy-MM-ddTHH:mm`), `pickupZip`, `pickupCity`, `deliveryZip`, `deliveryCity`, `trailerTypeId` as known; with `loadId` too, the load being edited (left out of the overlap). The same four warnings as `POST /api/dispatch/assign` answers, each null when none. Nothing is saved.',
      querystring: warningsQuery,
      response: okOr(dispatchWarningsResponse, 400, 404),
    }),
    async (request) => ok(await dispatch.warningsFor(request.query)),
  );

  app.post(
    '/time-off',
    route({
      summary: 'A day off or home time of an active driver',
      description:
        'Saved even when the driver has loads then (refused ones aside): the message names them, to give to another driver.',
      body: timeOffBody,
      response: createdOr(timeOffResponse, 400),
    }),
    async (request, reply) => {
      const { message, timeOff } = await dispatch.addTimeOff(request.body, principalOf(request));
      return created(reply, message, timeOff);
    },
  );

  app.delete(
    '/time-off/:id',
    route({
      summary: 'Remove a day off or home time',
      params: timeOffIdParams,
      response: okOr(timeOffResponse, 400, 404),
    }),
    async (request) => ({
      message: dispatchMessages.timeOffDeleted,
      data: await dispatch.removeTimeOff(request.params.id),
    }),
  );
};
