import {
  addContactPeopleBody,
  brokerContactListResponse,
  brokerContactResponse,
  brokerDetailResponse,
  brokerIdParams,
  brokerListQuery,
  brokerListResponse,
  brokerMessages,
  brokerNamesResponse,
  brokerResponse,
  changeStatusQuery,
  createBrokerBody,
  findNamesParams,
  updateBrokerBody,
} from '@fletx/contract/brokers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expectedVersion, withVersion } from '../../lib/record-version';
import { listRoute, recordRoutes } from '../../lib/route-kinds';
import { created, createdOr, ok, okOr, routeOptions } from '../../lib/route-options';
import { BROKER_CSV_COLUMNS } from './brokers.csv';
import type { BrokerDetail, BrokersService } from './brokers.service';

const route = routeOptions({ tags: ['brokers'], access: 'operate' });

type Opts = { brokers: BrokersService };

/** A broker as its detail, create and update answers spell it: the broker and its contact people. */
const detailOf = ({ broker, contacts }: BrokerDetail) => ({
  info: broker,
  extraData: { brokerContactPeople: contacts },
});

/** /api/bookings/brokers… (docs/product.md "Brokers", "Roles and permissions"). */
export const brokersRoutes: FastifyPluginAsyncZod<Opts> = async (app, { brokers }) => {
  const broker = recordRoutes(app, route, 'broker', brokerIdParams, brokerDetailResponse);

  listRoute(app, route, '/brokers', {
    summary: 'A page of brokers, newest first; `search` matches name, MC number, city or invoicing email',
    querystring: brokerListQuery,
    response: brokerListResponse,
    csv: { name: 'brokers', columns: BROKER_CSV_COLUMNS, rows: (query) => brokers.csvRows(query.search) },
    list: (query) => brokers.page(query, query.search),
  });

  broker.create(
    '/brokers',
    {
      summary: "Create a broker with its contact people (status 'Pending approval')",
      body: createBrokerBody,
    },
    brokerMessages.created,
    async (request) => detailOf(await brokers.create(request.body)),
  );

  broker.change(
    'put',
    '/brokers/:id',
    {
      summary:
        'Update a broker; `contactPeople`, when sent, replaces its contacts (rows with an id are kept)',
      body: updateBrokerBody,
    },
    brokerMessages.updated,
    async ({ params, body }, version) => {
      const saved = await brokers.update(params.id, body, version);
      return { data: detailOf(saved.data), version: saved.version };
    },
  );

  broker.get(
    '/brokers/findDetailBroker/:id',
    { summary: 'A broker (data.info) and its contact people (data.extraData.brokerContactPeople)' },
    async ({ id }) => detailOf(await brokers.detail(id)),
  );

  app.get(
    '/brokers/changeStatus/:id',
    route({
      access: 'approveBrokers',
      // The answer is the broker as changed: its GET's `ETag` is its new version.
      record: { type: 'broker' },
      summary: "Change a broker's status: ?status=Pending approval | Approved | Suspended (Carriers, Admin)",
      params: brokerIdParams,
      querystring: changeStatusQuery,
      response: okOr(brokerResponse, 400, 404),
    }),
    async (request) => {
      const broker = await brokers.changeStatus(request.params.id, request.query.status);
      return { message: brokerMessages.statusChanged(broker.status), data: broker };
    },
  );

  app.get(
    '/brokers/findNames/:text',
    route({
      summary: 'Up to 20 brokers whose name contains the text, those starting with it first',
      params: findNamesParams,
      response: okOr(brokerNamesResponse, 400),
    }),
    async (request) => ok(await brokers.findNames(request.params.text)),
  );

  app.get(
    '/brokers/listApproved',
    route({
      summary: 'Approved brokers by name (the broker select of bookings and loads)',
      response: okOr(brokerNamesResponse),
    }),
    async () => ok(await brokers.listApproved()),
  );

  app.post(
    '/brokers/:id/contactPeople',
    route({
      summary: 'Add contact people to a broker (the add-contact-broker screen)',
      params: brokerIdParams,
      body: addContactPeopleBody,
      response: createdOr(brokerContactListResponse, 400, 404, 412),
    }),
    async (request, reply) => {
      const version = expectedVersion(request.headers['if-match']);
      const contacts = await brokers.addContacts(request.params.id, request.body.contactPeople, version);
      return created(reply, brokerMessages.contactsAdded, withVersion(reply, contacts));
    },
  );

  app.delete(
    '/brokersContactPeople/:id',
    route({
      summary: 'Delete a contact person (a broker keeps at least one: 409 for the last)',
      params: brokerIdParams,
      response: okOr(brokerContactResponse, 400, 404, 409, 412),
    }),
    async (request, reply) => ({
      message: brokerMessages.contactDeleted,
      data: withVersion(
        reply,
        await brokers.deleteContact(request.params.id, expectedVersion(request.headers['if-match'])),
      ),
    }),
  );
};
