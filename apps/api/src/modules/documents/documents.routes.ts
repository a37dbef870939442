import { Readable } from 'node:stream';
import {
  documentIdParams,
  documentListResponse,
  documentMessages,
  documentResponse,
  downloadQuery,
  listFilesQuery,
  MAX_UPLOAD_MEGABYTES,
  uploadDocumentFields,
  uploadDocumentForm,
} from '@fletx/contract/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type ErrorDetail } from '../../lib/errors';
import { sendDocument } from '../../lib/file-answer';
import { created, createdOr, ok, okOr, routeOptions } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import { readUploadForm } from './documents.multipart';
import type { DocumentsService } from './documents.service';

/** A streamed file: sent as is (never serialized), described in OpenAPI as binary. */
const fileBytes = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary', description: 'The file' });

const route = routeOptions({ tags: ['documents'], access: 'staff' });

type Opts = { documents: DocumentsService };

/** /api/documents (docs/product.md "Documents"). */
export const documentsRoutes: FastifyPluginAsyncZod<Opts> = async (app, { documents }) => {
  app.post(
    '/',
    {
      ...route({
        summary: 'Upload a document (multipart: file, entityTypeId, entityId, documentType, in any order)',
        description:
          'The type is read from the bytes: PDF, PNG, JPEG, or UTF-8 text named .csv; anything else is a 415. ' +
          `At most ${MAX_UPLOAD_MEGABYTES} MB (413). An inspection (7) or a work order (8) that does not exist is a 404.`,
        consumes: ['multipart/form-data'],
        body: uploadDocumentForm.optional(),
        response: createdOr(documentResponse, 400, 404, 413, 415),
      }),
      // `body` only documents the form: the parts are read from the stream below, after the access check,
      // so a failed check of the (absent) parsed body is ignored.
      attachValidation: true,
    },
    async (request, reply) => {
      const form = await readUploadForm(request, documents);
      const parsed = uploadDocumentFields.safeParse(form.fields);
      const details: ErrorDetail[] = [
        ...(form.file ? [] : [{ path: 'body.file', message: documentMessages.chooseFile }]),
        ...(parsed.error?.issues.map((issue) => ({
          path: ['body', ...issue.path.map(String)].join('.'),
          message: issue.message,
        })) ?? []),
      ];
      if (!form.file || !parsed.success) {
        if (form.file) await documents.discard(form.file);
        throw new AppError('ValidationError', details[0]?.message ?? documentMessages.chooseFile, details);
      }
      const document = await documents.record(form.file, {
        ...parsed.data,
        uploadedBy: principalOf(request).userId,
      });
      return created(reply, documentMessages.uploaded, document);
    },
  );

  app.get(
    '/list-files',
    route({
      summary: "An entity's documents, newest first",
      querystring: listFilesQuery,
      response: okOr(documentListResponse, 400),
    }),
    async (request) => {
      const { entityTypeId, entityId } = request.query;
      return ok(await documents.listFor(entityTypeId, entityId));
    },
  );

  app.get(
    '/:id/download',
    route({
      summary: 'The bytes of a document, as an attachment with its type',
      description:
        '`disposition=inline` shows a PNG, JPEG or PDF in the browser; every other file, and any file by ' +
        'default, is an attachment. The answer carries a policy of its own (no script; sandboxed but a PDF).',
      params: documentIdParams,
      querystring: downloadQuery,
      produces: ['application/pdf', 'text/csv', 'image/png', 'image/jpeg', 'application/json'],
      response: okOr(fileBytes, 400, 404),
    }),
    async (request, reply) => {
      const inline = request.query.disposition === 'inline';
      return sendDocument(reply, await documents.open(request.params.id), inline);
    },
  );

  app.delete(
    '/:id',
    route({
      summary: 'Delete a document and its file',
      params: documentIdParams,
      response: okOr(documentResponse, 400, 404),
    }),
    async (request) => {
      return { message: documentMessages.deleted, data: await documents.remove(request.params.id) };
    },
  );
};
