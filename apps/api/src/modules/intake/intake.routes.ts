import { MAX_UPLOAD_MEGABYTES } from '@fletx/contract/documents';
import {
  intakeDraftResponse,
  intakeIdParams,
  intakeListQuery,
  intakeListResponse,
  intakeLoadBody,
  intakeMessages,
  intakePageParams,
  intakeUpdateBody,
  intakeUploadForm,
} from '@fletx/contract/intake';
import { loadResponse } from '@fletx/contract/loads';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { contentDisposition, storedFilePolicy } from '../../lib/file-answer';
import { created, createdOr, ok, okOr, routeOptions } from '../../lib/route-options';
import { savedRoutes } from '../../lib/saved-routes';
import { principalOf } from '../../plugins/access';
import type { DocumentsService } from '../documents/documents.service';
import type { DraftFile, IntakeService } from './intake.service';
import { heldInMemory } from './intake.upload';

/** Bytes sent as they are, described in OpenAPI as binary. */
const fileBytes = z.instanceof(Buffer).meta({ type: 'string', format: 'binary', description: 'The file' });

const route = routeOptions({ tags: ['intake'], access: 'operate' });

type Opts = { intake: IntakeService; documents: DocumentsService };

/**
 * A draft's file or page, shown in the page (PDF and pictures only are ever stored). A page never changes
 * once rendered, so the browser keeps it; the original is not kept (it is the broker's document).
 */
function sendDraftFile(reply: FastifyReply, file: DraftFile, cache: string) {
  return reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.bytes.length))
    .header('content-disposition', contentDisposition('inline', file.fileName))
    .header('content-security-policy', storedFilePolicy(file.mimeType))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cache)
    .send(file.bytes);
}

/** /api/intake/rate-confirmations (docs/product.md "Rate confirmations"). */
export const intakeRoutes: FastifyPluginAsyncZod<Opts> = async (app, { intake, documents }) => {
  app.post(
    '/',
    {
      ...route({
        summary: 'Upload a rate confirmation (multipart: file): a draft, read in the background',
        description:
          'PDF, PNG or JPEG by its bytes (415 otherwise), at most ' +
          `${MAX_UPLOAD_MEGABYTES} MB (413). 201 a pending draft; the same file again answers 200 with the ` +
          'earlier draft, `duplicateOf` its own id.',
        consumes: ['multipart/form-data'],
        body: intakeUploadForm.optional(),
        response: { ...createdOr(intakeDraftResponse, 400, 413, 415), 200: intakeDraftResponse },
      }),
      // `body` only documents the form: the file is read from the stream, after the access check.
      attachValidation: true,
    },
    async (request, reply) => {
      const form = await documents.readUploadFormWith(request, heldInMemory);
      if (!form.file)
        throw badRequest(intakeMessages.chooseFile, [
          { path: 'body.file', message: intakeMessages.chooseFile },
        ]);
      const { draft, duplicate } = await intake.receive({
        ...form.file,
        source: 'upload',
        createdBy: principalOf(request).userId,
      });
      if (duplicate) return { message: intakeMessages.duplicate, data: draft };
      return created(reply, intakeMessages.uploaded, draft);
    },
  );

  app.get(
    '/',
    route({
      summary: 'The drafts, newest first (`status` keeps one status)',
      querystring: intakeListQuery,
      response: okOr(intakeListResponse, 400),
    }),
    async (request) => ok(await intake.list(request.query)),
  );

  const drafts = savedRoutes(app, route, intakeIdParams, intakeDraftResponse);
  drafts.get('/:id', { summary: 'A draft: its fields, confidence, sources and pages' }, ({ id }) =>
    intake.get(id),
  );

  app.get(
    '/:id/pages/:number',
    route({
      summary: 'A rendered page of the draft (PNG)',
      params: intakePageParams,
      produces: ['image/png', 'application/json'],
      response: okOr(fileBytes, 400, 404),
    }),
    async (request, reply) => {
      const page = await intake.page(request.params.id, request.params.number);
      return sendDraftFile(reply, page, 'private, max-age=86400, immutable');
    },
  );

  app.get(
    '/:id/file',
    route({
      summary: 'The file the draft was read from (PDF, PNG or JPEG), shown inline',
      params: intakeIdParams,
      produces: ['application/pdf', 'image/png', 'image/jpeg', 'application/json'],
      response: okOr(fileBytes, 400, 404),
    }),
    async (request, reply) => sendDraftFile(reply, await intake.file(request.params.id), 'private, no-store'),
  );

  drafts.change(
    '/:id',
    {
      summary: "A person's corrections of the fields; they teach the broker's layout",
      body: intakeUpdateBody,
      errors: [400, 404, 409, 412],
    },
    intakeMessages.updated,
    (request, version) => intake.update(request.params.id, request.body.fields, version),
  );

  app.post(
    '/:id/load',
    route({
      summary:
        'Create the load from the draft (as the load form does); load form fields in the body replace the draft’s',
      description:
        'The driver (`user_id`) is required as on the load form; the broker is the one matched by MC number, ' +
        'else by name, unless `broker_id` says otherwise. 409 once the draft is a load, or while it is read.',
      params: intakeIdParams,
      body: intakeLoadBody.optional(),
      response: createdOr(loadResponse, 400, 404, 409),
    }),
    async (request, reply) => {
      const load = await intake.createLoad(request.params.id, request.body ?? {}, principalOf(request));
      return created(reply, intakeMessages.loadCreated, load);
    },
  );

  app.delete(
    '/:id',
    route({
      summary: 'Discard a draft and its files (a load made from it stays)',
      params: intakeIdParams,
      response: okOr(intakeDraftResponse, 400, 404),
    }),
    async (request) => ({ message: intakeMessages.deleted, data: await intake.remove(request.params.id) }),
  );
};
