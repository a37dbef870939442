import type { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@fletx/contract/constants';
import { documentMessages } from '@fletx/contract/documents';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';

export const fileTooLarge = () => new AppError('PayloadTooLarge', documentMessages.tooLarge);

/** Fields and files one upload form may carry. */
const FORM_LIMITS = { files: 1, fields: 10, parts: 11, fieldSize: 1024, fileSize: MAX_UPLOAD_BYTES };

/**
 * Where a form's file goes as it arrives (DocumentsService): `stage` checks and stores it, `discard` removes it
 * when the form fails after all.
 */
export interface FileStaging<Staged> {
  stage(source: Readable, fileName: string | undefined): Promise<Staged>;
  discard(file: Staged): Promise<void>;
}

/** What a multipart upload form held: its text fields and the one file, already checked and in storage. */
export interface UploadForm<Staged> {
  fields: Record<string, string>;
  file: Staged | undefined;
}

/**
 * Reads a multipart form with one file (`fileField`) and a few text fields, in any order. The file is
 * streamed into storage through the documents service as it arrives; when anything fails, nothing stays
 * stored. Multipart and busboy failures become 4xx answers with a message a person can act on.
 */
export async function readUploadForm<Staged>(
  request: FastifyRequest,
  documents: FileStaging<Staged>,
  fileField = 'file',
): Promise<UploadForm<Staged>> {
  if (!request.isMultipart()) throw new AppError('UnsupportedMediaType', documentMessages.notMultipart);
  const fields: Record<string, string> = {};
  let file: Staged | undefined;
  const parts = request.parts({ limits: FORM_LIMITS })[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: Awaited<ReturnType<typeof parts.next>>;
      try {
        next = await parts.next();
      } catch (error) {
        throw multipartFailure(error);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        // The first value of a repeated field counts.
        if (!Object.hasOwn(fields, part.fieldname) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField) {
        part.file.resume();
        throw badRequest(`Send the file in the field "${fileField}".`);
      }
      file = await stageFromPart(documents, part.file, part.filename);
    }
  } catch (error) {
    if (file) await documents.discard(file);
    await parts.return?.();
    throw error;
  }
  return { fields, file };
}

/** The multipart stream stops at the size limit and says so with 'limit'; that becomes a 413. */
async function stageFromPart<Staged>(
  documents: FileStaging<Staged>,
  stream: Readable,
  fileName: string,
): Promise<Staged> {
  let transportError: unknown;
  stream.once('limit', () => stream.destroy(fileTooLarge()));
  stream.once('error', (error) => {
    transportError ??= error;
  });
  try {
    return await documents.stage(stream, fileName);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The body broke off (the parser destroyed the part with an error, maybe before we listened): the
    // client's side, a 400. Anything else (storage) stays a 5xx.
    const transport = transportError ?? stream.errored;
    if (transport) throw multipartFailure(transport);
    throw error;
  }
}

const MULTIPART_ERRORS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: fileTooLarge,
  FST_FILES_LIMIT: () => badRequest(documentMessages.oneFile),
  FST_FIELDS_LIMIT: () => badRequest('The form has too many fields.'),
  FST_PARTS_LIMIT: () => badRequest('The form has too many fields.'),
  FST_PROTO_VIOLATION: () => badRequest('The form has a field name that is not allowed.'),
  FST_INVALID_JSON_FIELD_ERROR: () => badRequest('A form field is not valid JSON.'),
  FST_MP_PREMATURE_CLOSE: () => badRequest('The upload was interrupted. Try again.'),
};

/** Failures of the multipart body itself (the client's side): never a 5xx. */
function multipartFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  return known ? known() : badRequest('The multipart form is malformed.');
}
