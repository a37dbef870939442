import { bookingIdParams } from '@fletx/contract/bookings';
import { errorResponse } from '@fletx/contract/errors';
import {
  createInstructionBody,
  createTransactionBody,
  eventCountResponse,
  eventTypeParams,
  instructionListResponse,
  instructionResponse,
  loadBody,
  loadCountsResponse,
  loadDetailQuery,
  loadDetailResponse,
  loadDriverOptionsResponse,
  loadFindResponse,
  loadIdParams,
  loadListQuery,
  loadListResponse,
  loadMessages,
  loadMetricsResponse,
  loadResponse,
  loadStatusBody,
  transactionListResponse,
  transactionResponse,
  updateInstructionBody,
} from '@fletx/contract/loads';
import { toPaging } from '@fletx/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/access';
import type { LoadsService } from './loads.service';

const guarded = { 401: errorResponse, 403: errorResponse };
const tags = ['loads'];
type Opts = { loads: LoadsService };

/** /api/loadbook… (spec loads §7 Loads). */
export const loadbookRoutes: FastifyPluginAsyncZod<Opts> = async (app, { loads }) => {
  for (const [path, finished] of [
    ['/findAllActive', false],
    ['/findAllInactive', true],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'operate' },
        schema: {
          tags,
          summary: finished
            ? 'A page of finished jobs (cancelled, ended, delivery approved, old, declined)'
            : 'A page of active loads',
          description:
            "`filter` (or `search`) matches the load number, id, driver, broker or a city; `brokerId` keeps one broker's loads; `sort` start | end with `order` ASC | DESC; newest first otherwise.",
          querystring: loadListQuery,
          response: { 200: loadListResponse, 400: errorResponse, ...guarded },
        },
      },
      async (request) => {
        const paging = toPaging(request.query);
        const { info, total, users, status } = await loads.list(
          {
            finished,
            brokerId: request.query.brokerId,
            search: request.query.filter ?? request.query.search,
            sort: request.query.sort,
            order: request.query.order,
          },
          paging,
        );
        return { message: 'OK', data: { info, extraData: { total, ...paging, users, status } } };
      },
    );
  }

  app.get(
    '/countLoads',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'How many loads are active and finished (inactive)',
        response: { 200: loadCountsResponse, ...guarded },
      },
    },
    async () => ({ message: 'OK', data: await loads.counts() }),
  );

  app.get(
    '/drivers',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Approved drivers for the load form, with their truck plate',
        response: { 200: loadDriverOptionsResponse, ...guarded },
      },
    },
    async () => ({ message: 'OK', data: await loads.driverOptions() }),
  );

  app.get(
    '/find/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary:
          'A load: data.info[0] plus extraData (user, loadbookStatus, driverInformation, vehicle, trailer, history)',
        params: loadIdParams,
        response: { 200: loadFindResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => ({ message: 'OK', data: await loads.find(request.params.id) }),
  );

  app.get(
    '/loadbookDetail',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'A load with its extras, instructions and ledger total',
        querystring: loadDetailQuery,
        response: { 200: loadDetailResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => ({ message: 'OK', data: await loads.detail(request.query.id) }),
  );

  app.put(
    '/update/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Change the status of a load (a staff transition; 409 when not allowed)',
        description:
          'Confirm 16→2, decline 16→14, cancel 2–12→1 (comment required), end service 10→11, approve delivery 11→12 (approveDeliveries), reassign 3→2, accept or reject a cancellation request 15→1 / previous (comment required).',
        params: loadIdParams,
        body: loadStatusBody,
        response: {
          200: loadResponse,
          400: errorResponse,
          ...guarded,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const result = await loads.changeStatus(
        request.params.id,
        request.body.loadbook_status_id,
        principalOf(request),
        request.body.comment,
      );
      return { message: loadMessages.statusChanged(result.load.status_name), data: result.load };
    },
  );

  app.post(
    '/manualCreate',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Create a load from the load form: typeForm new (status 2) or old (status 13)',
        body: loadBody,
        response: { 201: loadResponse, 400: errorResponse, ...guarded, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const load = await loads.create(request.body, principalOf(request));
      const message = request.body.typeForm === 'old' ? loadMessages.oldCreated : loadMessages.created;
      return reply.code(201).send({ message, data: load });
    },
  );

  app.put(
    '/manualUpdate/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Update a load from the load form (not once cancelled, ended, approved or declined)',
        params: loadIdParams,
        body: loadBody,
        response: {
          200: loadResponse,
          400: errorResponse,
          ...guarded,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => ({
      message: loadMessages.updated,
      data: await loads.update(request.params.id, request.body, principalOf(request)),
    }),
  );

  app.get(
    '/loadbookinstructions/findByLoadbookId/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'The instructions of a load',
        params: loadIdParams,
        response: { 200: instructionListResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => ({ message: 'OK', data: await loads.instructions(request.params.id) }),
  );

  app.post(
    '/loadbookinstructions',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Create the instructions of a load (one per load)',
        body: createInstructionBody,
        response: {
          201: instructionResponse,
          400: errorResponse,
          ...guarded,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const data = await loads.createInstruction(
        request.body.loadbook_id,
        request.body.instruction_load,
        principalOf(request),
      );
      return reply.code(201).send({ message: loadMessages.instructionSaved, data });
    },
  );

  app.put(
    '/loadbookinstructions/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Update the instructions of a load',
        params: loadIdParams,
        body: updateInstructionBody,
        response: { 200: instructionResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => ({
      message: loadMessages.instructionSaved,
      data: await loads.updateInstruction(
        request.params.id,
        request.body.instruction_load,
        principalOf(request),
      ),
    }),
  );

  app.get(
    '/events/countByType/:type',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'How many events of a type happened (14: cancellations, from the status history)',
        params: eventTypeParams,
        response: { 200: eventCountResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => ({
      message: 'OK',
      data: { type: request.params.type, count: await loads.countEvents(request.params.type) },
    }),
  );
};

/** /api/loads/metrics/all */
export const loadMetricsRoutes: FastifyPluginAsyncZod<Opts> = async (app, { loads }) => {
  app.get(
    '/metrics/all',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Load counts: active, finished, cancelled and per status',
        response: { 200: loadMetricsResponse, ...guarded },
      },
    },
    async () => ({ message: 'OK', data: await loads.metrics() }),
  );
};

/** /api/finance/transactions… (spec loads §7 Financial). */
export const financeRoutes: FastifyPluginAsyncZod<Opts> = async (app, { loads }) => {
  app.get(
    '/findbyloadbookid/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags: ['finance'],
        summary: 'The ledger of a load: the trip rate first, then accessorials, deductions and advances',
        params: loadIdParams,
        response: { 200: transactionListResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => ({ message: 'OK', data: await loads.transactions(request.params.id) }),
  );

  app.post(
    '/',
    {
      config: { access: 'operate' },
      schema: {
        tags: ['finance'],
        summary:
          'Add a ledger entry: an accessorial (detention, lumper, layover, TONU, other), a deduction or an advance',
        body: createTransactionBody,
        response: { 201: transactionResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const data = await loads.addTransaction(
        {
          loadId: request.body.loadbook_id,
          typeId: request.body.transaction_type_id,
          amount: request.body.amount ?? 0,
          comment: request.body.comment,
        },
        principalOf(request),
      );
      return reply.code(201).send({ message: loadMessages.transactionAdded, data });
    },
  );
};

/** POST /api/bookings/{id}/toLoad: a booking becomes a load awaiting confirmation (16). */
export const bookingToLoadRoutes: FastifyPluginAsyncZod<Opts> = async (app, { loads }) => {
  app.post(
    '/:id/toLoad',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Turn a booking into a load awaiting confirmation (status 16); once per booking',
        params: bookingIdParams,
        response: {
          201: loadResponse,
          400: errorResponse,
          ...guarded,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const load = await loads.fromBooking(request.params.id, principalOf(request));
      return reply.code(201).send({ message: loadMessages.bookingTurned, data: load });
    },
  );
};
