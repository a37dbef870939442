import { eventCountResponse, eventTypeParams } from '@fletx/contract/load-metrics';
import { loadIdParams, loadMessages, loadResponse, loadStatusBody } from '@fletx/contract/loads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readRoute, recordRoutes } from '../../lib/route-kinds';
import { routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { LoadLifecycleService } from './load-lifecycle.service';

const route = routeOptions({ tags: ['loads'], access: 'operate' });

type Opts = { loadLifecycle: LoadLifecycleService };

/** /api/loadbook: a load's status changes and the events counted from them (docs/product.md "Status transitions"). */
export const loadStatusRoutes: FastifyPluginAsyncZod<Opts> = async (app, { loadLifecycle: lifecycle }) => {
  const load = recordRoutes(app, route, 'load', loadIdParams, loadResponse);
  load.change(
    'put',
    '/update/:id',
    {
      summary: 'Change the status of a load (a staff transition; 409 when not allowed)',
      description:
        'A driver whose compliance blocks (docs/product.md "Compliance") answers 409 on confirm and reassign unless Carriers or Admin users send complianceOverride {reason} (403 for others). Confirm 16→2, decline 16→14, cancel 2–12→1 (comment required), end service 10→11, approve delivery 11→12 (approveDeliveries), reassign 3→2, accept or reject a cancellation request 15→1 / previous (comment required).',
      body: loadStatusBody,
    },
    (changed) => loadMessages.statusChanged(changed.status_name),
    async (request, version) => {
      const result = await lifecycle.changeStatus(
        request.params.id,
        request.body.loadbook_status_id,
        principalOf(request),
        request.body.comment,
        request.body.complianceOverride,
        version,
      );
      return { data: result.load, version: result.version };
    },
  );

  readRoute(
    app,
    route,
    '/events/countByType/:type',
    {
      summary: 'How many events of a type happened (14: cancellations, from the status history)',
      params: eventTypeParams,
      response: eventCountResponse,
    },
    async ({ type }) => ({ type, count: await lifecycle.countEvents(type) }),
  );
};
