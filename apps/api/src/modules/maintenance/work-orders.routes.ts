import {
  costQuery,
  costResponse,
  type WorkOrder,
  workOrderBody,
  workOrderIdParams,
  workOrderListQuery,
  workOrderListResponse,
  workOrderMessages,
  workOrderResponse,
  workOrderUpdateBody,
} from '@fletx/contract/work-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvCents, csvColumns, csvDateTime } from '../../lib/csv';
import { listRoute } from '../../lib/route-kinds';
import { ok, okOr, routeOptions } from '../../lib/route-options';
import { savedRoutes } from '../../lib/saved-routes';
import { principalOf } from '../../plugins/access';
import type { WorkOrdersService } from './work-orders.service';

/** Like the schedules: any back-office user who operates equipment; drivers never. */
const route = routeOptions({ tags: ['maintenance'], access: 'operate' });

type Opts = { workOrders: WorkOrdersService };

/** The list's `format=csv` (docs/product.md "Export"): the table's columns, money in dollars. */
const WORK_ORDER_CSV_COLUMNS = csvColumns<WorkOrder>({
  Status: 'status',
  'Unit type': (o) => o.unit.type,
  Unit: 'unitNumber',
  'Unit id': (o) => o.unit.id,
  Vendor: 'vendor',
  Opened: (o) => csvDateTime(o.openedAt),
  Started: (o) => csvDateTime(o.startedAt),
  Done: (o) => csvDateTime(o.doneAt),
  'Odometer (miles)': 'odometer',
  Lines: (o) => o.lines.length,
  Total: (o) => csvCents(o.totalCents),
  'Downtime (hours)': 'downtimeHours',
});

/** /api/maintenance/work-orders and /api/maintenance/costs (docs/product.md "Maintenance"). */
export const workOrderRoutes: FastifyPluginAsyncZod<Opts> = async (app, { workOrders }) => {
  listRoute(app, route, '/work-orders', {
    summary: 'Work orders by the day opened, newest first: of a unit, in a status, in a period, searched',
    description:
      '`search` matches the vendor, the notes or a line; `from`/`to` are the days opened (UTC, inclusive); ' +
      '`order=asc` lists the oldest first.',
    querystring: workOrderListQuery,
    response: workOrderListResponse,
    csv: { name: 'work-orders', columns: WORK_ORDER_CSV_COLUMNS, rows: (query) => workOrders.csvRows(query) },
    list: (query) => workOrders.list(query),
  });

  const orders = savedRoutes(app, route, workOrderIdParams, workOrderResponse);
  orders.create(
    '/work-orders',
    {
      summary: 'Open a work order on a truck or trailer: its lines, the schedules and defects it covers',
      body: workOrderBody,
    },
    workOrderMessages.created,
    (request) => workOrders.create(request.body),
  );

  orders.get('/work-orders/:id', { summary: 'A work order (ETag: its version)' }, ({ id }) =>
    workOrders.get(id),
  );

  orders.change(
    '/work-orders/:id',
    {
      summary:
        'Change a work order while it is not done, sending only what changes; status forward only; done ' +
        'restarts its schedules, records its odometer and certifies its repairs (If-Match honoured, 412)',
      description:
        'Every field is optional: what the body leaves out keeps its stored value (null clears vendor, ' +
        'odometer, notes or downtime; `lines`, when sent, replace them all), so `{ "status": "in_progress" }` ' +
        'moves the order alone. What is sent is checked as on creation; `{}` changes nothing and answers the ' +
        'order.',
      body: workOrderUpdateBody,
      errors: [400, 404, 409, 412],
    },
    (data) => (data.status === 'done' ? workOrderMessages.finished : workOrderMessages.updated),
    (request, version) =>
      workOrders.update(request.params.id, request.body, version, principalOf(request).userId),
  );

  app.get(
    '/costs',
    route({
      summary: 'What a truck or trailer’s done work orders cost in a period, in total and per mile',
      querystring: costQuery,
      response: okOr(costResponse, 400),
    }),
    async (request) => ok(await workOrders.costs(request.query)),
  );
};
