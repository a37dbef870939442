import { bookingIdParams } from '@fletx/contract/bookings';
import {
  loadCountsResponse,
  loadMetricsResponse,
  revenueQuery,
  revenueResponse,
} from '@fletx/contract/load-metrics';
import { loadDetailResponse, loadFindResponse, loadListResponse } from '@fletx/contract/load-responses';
import {
  type LoadListQuery,
  loadBody,
  loadDetailQuery,
  loadDriverOptionsResponse,
  loadIdParams,
  loadListQueryOf,
  loadMessages,
  loadResponse,
} from '@fletx/contract/loads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageRequest } from '../../lib/paging';
import { listRoute, recordRoutes } from '../../lib/route-kinds';
import { created, createdOr, ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import { LOAD_CSV_COLUMNS } from './loads.csv';
import type { LoadsService } from './loads.service';

const route = routeOptions({ tags: ['loads'], access: 'operate' });
type Opts = { loads: LoadsService };

/** /api/loadbook…: the load record (docs/product.md "Loads list", "Load form", "Load details"). */
export const loadbookRoutes: FastifyPluginAsyncZod<Opts> = async (app, { loads }) => {
  const load = recordRoutes(app, route, 'load', loadIdParams, loadResponse);

  for (const [path, finished] of [
    ['/findAllActive', false],
    ['/findAllInactive', true],
  ] as const) {
    const filtersOf = (query: LoadListQuery) => ({
      finished,
      brokerId: query.brokerId,
      driverId: query.driverId,
      statusIds: query.statusId,
      pickupFrom: query.pickupFrom,
      pickupTo: query.pickupTo,
      search: query.filter ?? query.search,
      sort: query.sort,
      order: query.order,
    });
    listRoute(app, route, path, {
      summary: finished
        ? 'A page of finished jobs (cancelled, ended, delivery approved, old, declined)'
        : 'A page of active loads',
      description:
        "`filter` (or `search`) matches the load number, id, driver, broker or a city; `statusId` keeps the loads in those statuses of the list (repeated, or a comma list); `brokerId` one broker's loads, `driverId` one driver's; `pickupFrom` / `pickupTo` (yyyy-mm-dd, both included) the loads picked up on those days, on the facility's clock as the list shows them; `sort` start | end with `order` ASC | DESC; newest first otherwise. The total and `format=csv` follow the same filters.",
      querystring: loadListQueryOf(finished),
      response: loadListResponse,
      csv: {
        name: finished ? 'finished-jobs' : 'active-loads',
        columns: LOAD_CSV_COLUMNS,
        rows: (query) => loads.csvRows(filtersOf(query)),
      },
      list: (query) => loads.list(filtersOf(query), pageRequest(query)),
    });
  }

  app.get(
    '/countLoads',
    route({
      summary: 'How many loads are active and finished (inactive)',
      response: okOr(loadCountsResponse),
    }),
    async () => ok(await loads.counts()),
  );

  app.get(
    '/drivers',
    route({
      summary: 'Approved drivers for the load form, with their truck plate',
      response: okOr(loadDriverOptionsResponse),
    }),
    async () => ok(await loads.driverOptions()),
  );

  load.get(
    '/find/:id',
    {
      summary:
        'A load: data.info[0] plus extraData (user, loadbookStatus, driverInformation, vehicle, trailer, history)',
      response: loadFindResponse,
    },
    ({ id }) => loads.find(id),
  );

  app.get(
    '/loadbookDetail',
    route({
      summary: 'A load with its extras, instructions and ledger total',
      querystring: loadDetailQuery,
      response: okOr(loadDetailResponse, 400, 404),
    }),
    async (request) => ok(await loads.detail(request.query.id)),
  );

  load.create(
    '/manualCreate',
    {
      summary: 'Create a load from the load form: typeForm new (status 2) or old (status 13)',
      body: loadBody,
    },
    (_, { body }) => (body.typeForm === 'old' ? loadMessages.oldCreated : loadMessages.created),
    (request) => loads.create(request.body, principalOf(request)),
  );

  load.change(
    'put',
    '/manualUpdate/:id',
    {
      summary: 'Update a load from the load form (not once cancelled, ended, approved or declined)',
      body: loadBody,
    },
    loadMessages.updated,
    (request, version) => loads.update(request.params.id, request.body, principalOf(request), version),
  );
};

/** /api/loads/metrics/all */
export const loadMetricsRoutes: FastifyPluginAsyncZod<Opts> = async (app, { loads }) => {
  app.get(
    '/metrics/all',
    route({
      summary: 'Load counts: active, finished, cancelled and per status',
      response: okOr(loadMetricsResponse),
    }),
    async () => ok(await loads.metrics()),
  );

  app.get(
    '/stats/revenue',
    route({
      access: 'viewRevenue',
      summary:
        'Per ISO week (Monday 00:00 UTC), the last `weeks` (default 12, at most 52): loads delivered and their trip rates plus accessorials in USD',
      querystring: revenueQuery,
      response: okOr(revenueResponse, 400),
    }),
    async (request) => ok({ weeks: await loads.revenue(request.query.weeks ?? 12) }),
  );
};

/** POST /api/bookings/{id}/toLoad: a booking becomes a load awaiting confirmation (16). */
export const bookingToLoadRoutes: FastifyPluginAsyncZod<Opts> = async (app, { loads }) => {
  app.post(
    '/:id/toLoad',
    route({
      summary: 'Turn a booking into a load awaiting confirmation (status 16); once per booking',
      params: bookingIdParams,
      response: createdOr(loadResponse, 400, 404, 409),
    }),
    async (request, reply) => {
      const load = await loads.fromBooking(request.params.id, principalOf(request));
      return created(reply, loadMessages.bookingTurned, load);
    },
  );
};
