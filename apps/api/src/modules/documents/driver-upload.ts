import { documentMessages, documentResponse } from '@fletx/contract/documents';
import { IDEMPOTENCY_REPLAYED_HEADER } from '@fletx/contract/driver-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { createdOr, driverRoute } from '../../lib/route-options';
import { principalOf } from '../../plugins/access';
import type { UploadForm } from './documents.multipart';

/** The staged file of a driver's upload and the form's other fields. */
export interface DriverUploadForm<Staged> {
  file: Staged;
  fields: Record<string, string>;
}

/** What the upload needs of the documents service: read a form, describe and discard its staged file. */
interface Staging<Staged> {
  readUploadForm(request: FastifyRequest): Promise<UploadForm<Staged>>;
  describe(file: Staged): Promise<object>;
  discard(file: Staged): Promise<void>;
}

/**
 * A driver's upload of one file to a record of theirs through the driver API (`POST …/{id}/documents`: a
 * proof of delivery, an inspection's photo), safe to send again with the same Idempotency-Key
 * (docs/decisions/0016-retry-safe-driver-api.md): the form is read before the handler, after `own` checked
 * the record `id` is the driver's, so that a retry's key compares what the form held (`request.body`
 * describes it: fields, file name, type, size, SHA-256). The staged file is kept only when this request
 * recorded it (201, not replayed); otherwise it goes.
 */
export function driverUpload<Staged>(
  documents: Staging<Staged>,
  own: (driverId: number, id: number) => Promise<unknown>,
) {
  const forms = new WeakMap<object, DriverUploadForm<Staged>>();
  const preHandler = async (request: FastifyRequest) => {
    await own(principalOf(request).userId, (request.params as { id: number }).id);
    const form = await documents.readUploadForm(request);
    if (!form.file) throw new AppError('ValidationError', documentMessages.chooseFile);
    forms.set(request, { file: form.file, fields: form.fields });
    request.body = { fields: form.fields, file: await documents.describe(form.file) };
  };
  const onResponse = async (request: FastifyRequest, reply: FastifyReply) => {
    const form = forms.get(request);
    if (form && (reply.statusCode !== 201 || reply.hasHeader(IDEMPOTENCY_REPLAYED_HEADER)))
      await documents.discard(form.file);
  };
  return {
    /** The route's options: a driver route taking a multipart form, answering the recorded document. */
    route<P extends z.ZodObject>(doc: { summary: string; description: string; params: P }) {
      const response = createdOr(documentResponse, 400, 404, 413, 415);
      return {
        ...driverRoute({ ...doc, consumes: ['multipart/form-data'], response }),
        preHandler,
        onResponse,
      };
    },
    /** The form the hooks read for this request. */
    formOf(request: FastifyRequest): DriverUploadForm<Staged> {
      const form = forms.get(request);
      if (!form) throw new Error('a driver upload was not staged before its handler');
      return form;
    },
  };
}
