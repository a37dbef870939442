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
import { errorResponse } from '@fletx/contract/errors';
import { toPaging } from '@fletx/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BrokersService } from './brokers.service';

const guarded = { 401: errorResponse, 403: errorResponse };
const tags = ['brokers'];

/** /api/bookings/brokers… (spec loads §7 Brokers; DESIGN.md "Who may do what"). */
export const brokersRoutes: FastifyPluginAsyncZod<{ brokers: BrokersService }> = async (app, { brokers }) => {
  app.get(
    '/brokers',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'A page of brokers, newest first; `search` matches name, MC number, city or invoicing email',
        querystring: brokerListQuery,
        response: { 200: brokerListResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => {
      const paging = toPaging(request.query);
      const { info, total } = await brokers.page(paging, request.query.search);
      return { message: 'OK', data: { info, extraData: { total, ...paging } } };
    },
  );

  app.post(
    '/brokers',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: "Create a broker with its contact people (status 'Pending approval')",
        body: createBrokerBody,
        response: { 201: brokerDetailResponse, 400: errorResponse, ...guarded, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const { broker, contacts } = await brokers.create(request.body);
      return reply.code(201).send({
        message: brokerMessages.created,
        data: { info: broker, extraData: { brokerContactPeople: contacts } },
      });
    },
  );

  app.put(
    '/brokers/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary:
          'Update a broker; `contactPeople`, when sent, replaces its contacts (rows with an id are kept)',
        params: brokerIdParams,
        body: updateBrokerBody,
        response: {
          200: brokerDetailResponse,
          400: errorResponse,
          ...guarded,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { broker, contacts } = await brokers.update(request.params.id, request.body);
      return {
        message: brokerMessages.updated,
        data: { info: broker, extraData: { brokerContactPeople: contacts } },
      };
    },
  );

  app.get(
    '/brokers/findDetailBroker/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'A broker (data.info) and its contact people (data.extraData.brokerContactPeople)',
        params: brokerIdParams,
        response: { 200: brokerDetailResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => {
      const { broker, contacts } = await brokers.detail(request.params.id);
      return { message: 'OK', data: { info: broker, extraData: { brokerContactPeople: contacts } } };
    },
  );

  app.get(
    '/brokers/changeStatus/:id',
    {
      config: { access: 'approveBrokers' },
      schema: {
        tags,
        summary:
          "Change a broker's status: ?status=Pending approval | Approved | Suspended (Carriers, Admin)",
        params: brokerIdParams,
        querystring: changeStatusQuery,
        response: { 200: brokerResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request) => {
      const broker = await brokers.changeStatus(request.params.id, request.query.status);
      return { message: brokerMessages.statusChanged(broker.status), data: broker };
    },
  );

  app.get(
    '/brokers/findNames/:text',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Up to 20 brokers whose name contains the text, those starting with it first',
        params: findNamesParams,
        response: { 200: brokerNamesResponse, 400: errorResponse, ...guarded },
      },
    },
    async (request) => ({ message: 'OK', data: await brokers.findNames(request.params.text) }),
  );

  app.get(
    '/brokers/listApproved',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Approved brokers by name (the broker select of bookings and loads)',
        response: { 200: brokerNamesResponse, ...guarded },
      },
    },
    async () => ({ message: 'OK', data: await brokers.listApproved() }),
  );

  app.post(
    '/brokers/:id/contactPeople',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Add contact people to a broker (the add-contact-broker screen)',
        params: brokerIdParams,
        body: addContactPeopleBody,
        response: { 201: brokerContactListResponse, 400: errorResponse, ...guarded, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const contacts = await brokers.addContacts(request.params.id, request.body.contactPeople);
      return reply.code(201).send({ message: brokerMessages.contactsAdded, data: contacts });
    },
  );

  app.delete(
    '/brokersContactPeople/:id',
    {
      config: { access: 'operate' },
      schema: {
        tags,
        summary: 'Delete a contact person (a broker keeps at least one: 409 for the last)',
        params: brokerIdParams,
        response: {
          200: brokerContactResponse,
          400: errorResponse,
          ...guarded,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => ({
      message: brokerMessages.contactDeleted,
      data: await brokers.deleteContact(request.params.id),
    }),
  );
};
