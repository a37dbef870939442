import { MAX_UPLOAD_BYTES } from '@fletx/contract/constants';
import { ENTITY_TYPE } from '@fletx/contract/documents';
import { driverMessages, driverStatusBody } from '@fletx/contract/drivers';
import { messageOnly } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';
import { exportQuery } from '@fletx/contract/paging';
import { can, GROUPS } from '@fletx/contract/roles';
import { sessionMessages } from '@fletx/contract/sessions';
import {
  changePasswordBody,
  changeUsernameBody,
  createUserBody,
  findUsersBody,
  findUsersQuery,
  idParams,
  idQuery,
  importMessages,
  importQuery,
  importResponse,
  staffListResponse,
  updateUserBody,
  userDriverListResponse,
  userListResponse,
  userMessages,
  userResponse,
} from '@fletx/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvBody, sendCsv } from '../../lib/csv';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import { parseBody } from '../../lib/parse-body';
import { etagOf, expectedVersion, withVersion } from '../../lib/record-version';
import { created, createdOr, ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { DocumentsService } from '../documents/documents.service';
import type { DriversService } from '../drivers/drivers.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { USER_CSV_COLUMNS } from './users.csv';
import type { UsersService } from './users.service';
import type { UsersImportService } from './users-import.service';

export interface UsersRoutesOptions {
  users: UsersService;
  drivers: DriversService;
  documents: DocumentsService;
  importer: UsersImportService;
  notifications: NotificationsService;
}

const route = routeOptions({ tags: ['users'], access: 'manageUsers' });

/** /api/user (docs/product.md "Users"): back-office users; DELETE and PUT {status} also serve drivers. */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { users, drivers, documents, importer, notifications },
) => {
  app.post(
    '/import',
    {
      ...route({
        summary: 'Add users from a CSV file (multipart `file`); dryRun=true only checks and previews',
        description:
          'Columns: first_name, last_name, email, phone, role, assigned_drivers (driver emails separated by ;). ' +
          'Every row is checked; a file with any bad row creates nobody (400 with one detail per problem). ' +
          'Created users get an authentication code by mail to choose their password.',
        consumes: ['multipart/form-data'],
        querystring: importQuery,
        response: okOr(importResponse, 400, 413, 415),
      }),
      attachValidation: true,
    },
    async (request) => {
      // attachValidation (the multipart body is read below): a bad query is reported here.
      if (request.validationError?.validationContext === 'querystring')
        throw badRequest('dryRun must be true or false.');
      const dryRun = request.query.dryRun === true;
      if (!request.isMultipart()) throw new AppError('UnsupportedMediaType', importMessages.notCsv);
      const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
      if (!part) throw badRequest('Choose a CSV file to upload.');
      let csv: Buffer;
      try {
        csv = await part.toBuffer();
      } catch {
        throw new AppError(
          'PayloadTooLarge',
          `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
        );
      }
      const result = await importer.import(csv, dryRun);
      if (!dryRun && result.invalid > 0) {
        const details = result.rows.flatMap((row) =>
          row.errors.map((message) => ({
            path: `line.${row.line}`,
            message: `Line ${row.line}: ${message}`,
          })),
        );
        throw new AppError('ValidationError', importMessages.rowsInvalid(result.invalid), details);
      }
      return {
        message: dryRun ? 'OK' : messages.usersEmailSent,
        data: result,
      };
    },
  );

  app.post(
    '/findBy',
    route({
      summary: 'Users, a page at a time: role Carriers lists every back-office user',
      querystring: findUsersQuery.extend(exportQuery.shape),
      body: findUsersBody,
      produces: ['application/json', 'text/csv'],
      response: okOr(z.union([userListResponse, csvBody]), 400),
    }),
    async (request, reply) => {
      if (request.query.format === 'csv') {
        const rows = users.csvRows(request.query.search, request.body.role);
        return sendCsv(reply, 'users', USER_CSV_COLUMNS, rows);
      }
      return ok(await users.list(request.query, request.body.role));
    },
  );

  app.post(
    '/create-user',
    route({
      summary:
        'Create a back-office user (its picture is uploaded afterwards: entity type 1, document type 1)',
      body: createUserBody,
      response: createdOr(userResponse, 400, 409),
    }),
    async (request, reply) => {
      const body = request.body;
      const row = await users.createStaff({
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        phone: body.phone,
        role: body.role,
        password: body.password,
      });
      return created(reply, userMessages.created, await users.getWire(row.id));
    },
  );

  app.get(
    '/findById',
    route({
      record: { type: 'user', idIn: 'query' },
      summary: 'One user',
      querystring: idQuery,
      response: okOr(userResponse, 400, 404),
    }),
    async (request) => ok(await users.getWire(request.query.id)),
  );

  app.put(
    '/:id',
    {
      ...route({
        summary: "Edit a back-office user, or with {status, comment} change a driver's status",
        params: idParams,
        body: z.union([driverStatusBody, updateUserBody]),
        response: okOr(messageOnly, 400, 404, 409, 412),
      }),
      attachValidation: true,
    },
    async (request, reply) => {
      // With attachValidation the params arrive parsed when valid, as sent otherwise.
      const params = request.params as { id: unknown };
      const id = typeof params.id === 'number' ? params.id : parseBody(idParams, params, 'params').id;
      const raw = request.body as unknown;
      const actor = principalOf(request);
      const version = expectedVersion(request.headers['if-match']);
      if (raw && typeof raw === 'object' && 'status' in raw) {
        if (!can(actor.role, 'approveDrivers')) throw forbidden();
        const now = await drivers.changeStatus(id, parseBody(driverStatusBody, raw), actor, version);
        reply.header('etag', etagOf(now));
        return { message: driverMessages.statusChanged };
      }
      withVersion(reply, await users.updateStaff(id, parseBody(updateUserBody, raw), version));
      return { message: userMessages.updated };
    },
  );

  app.put(
    '/:id/password',
    route({
      summary: "Set a back-office user's password (the Admin Users change-password card)",
      params: idParams,
      body: changePasswordBody,
      response: okOr(messageOnly, 400, 404),
    }),
    async (request) => {
      await users.changePassword(request.params.id, request.body.password);
      return { message: userMessages.passwordChanged };
    },
  );

  app.delete(
    '/:id/sessions',
    route({
      summary:
        'End every session of a user (a lost phone or laptop): refresh tokens revoked, access tokens refused',
      params: idParams,
      response: okOr(messageOnly, 400, 404),
    }),
    async (request) => {
      await users.endSessions(request.params.id, 'Every session ended by an administrator');
      return { message: sessionMessages.userSessionsEnded };
    },
  );

  app.put(
    '/',
    route({
      summary: "Change a back-office user's username (the email)",
      querystring: idQuery,
      body: changeUsernameBody,
      response: okOr(userResponse, 400, 404, 409, 412),
    }),
    async (request, reply) => {
      const version = expectedVersion(request.headers['if-match']);
      const data = withVersion(
        reply,
        await users.changeUsername(request.query.id, request.body.email, version),
      );
      return { message: userMessages.usernameChanged, data };
    },
  );

  app.delete(
    '/:id',
    route({
      access: 'operate',
      summary: 'Delete a user: a driver (operate) or a back-office user (manageUsers), with their documents',
      params: idParams,
      response: okOr(messageOnly, 400, 404, 409, 412),
    }),
    async (request) => {
      const version = expectedVersion(request.headers['if-match']);
      const row = await drivers.deleteUser(request.params.id, principalOf(request), version);
      const isDriver = row.group === GROUPS.drivers;
      await documents.removeAllFor(isDriver ? ENTITY_TYPE.driver : ENTITY_TYPE.user, row.id);
      if (isDriver) await notifications.withdraw({ type: 'driver', id: row.id });
      return { message: isDriver ? driverMessages.deleted : userMessages.deleted };
    },
  );

  app.get(
    '/findStaff',
    route({
      access: 'operate',
      summary: "Every back-office user, by name, with their type (the driver form's Dispatcher)",
      response: okOr(staffListResponse),
    }),
    async () =>
      ok(
        (await users.listGroup(GROUPS.carriers)).map((row) => ({
          id: row.id,
          name: `${row.firstName} ${row.lastName}`,
          role: row.role,
        })),
      ),
  );

  app.get(
    '/findUserDriver',
    route({
      access: 'operate',
      summary: 'Every driver, by name, with their dispatcher (for selectors)',
      response: okOr(userDriverListResponse),
    }),
    async () =>
      ok(
        (await users.listGroup(GROUPS.drivers)).map((row) => ({
          id: row.id,
          first_name: row.firstName,
          last_name: row.lastName,
          email: row.email,
          dispatcherId: row.dispatcherId,
        })),
      ),
  );
};
