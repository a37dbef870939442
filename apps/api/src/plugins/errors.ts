import { ERROR_CODES, type ErrorCode, type ErrorResponse } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorDetail, HTTP_STATUS } from '../lib/errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = Object.fromEntries(
  ERROR_CODES.filter((c) => c !== 'ValidationError' && c !== 'SessionExpired').map((c) => [
    HTTP_STATUS[c],
    c,
  ]),
);

const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  404: messages.notFound,
  405: 'This method is not allowed here.',
  406: 'This answer format is not available.',
  413: 'The request is too large.',
  415: 'This content type is not supported.',
  429: messages.tooManyAttempts(1),
};

function send(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
  details?: ErrorDetail[],
) {
  const body: ErrorResponse = { statusCode, error: code, message, ...(details ? { details } : {}) };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Postgres constraint violations caused by the input (duplicates, dangling references). */
function databaseConflict(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '23505') return 'This record already exists.';
    if (code === '23503')
      return 'This record is referenced by other records or refers to one that does not exist.';
  }
  return undefined;
}

/**
 * One error handler: domain errors keep their code and message; framework 4xx keep their status with a
 * readable message; anything else is logged and answered as a 500 without internals.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return send(reply, error.statusCode, error.code, error.message, error.details);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) => ({
          path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
          message: issue.message ?? 'Invalid value',
        }));
        return send(reply, 400, 'ValidationError', details[0]?.message ?? messages.invalidInput, details);
      }
      const conflictMessage = databaseConflict(error);
      if (conflictMessage) return send(reply, 409, 'Conflict', conflictMessage);
      if (error instanceof SyntaxError && error.statusCode === 400) {
        return send(reply, 400, 'BadRequest', 'The request body is not valid JSON.');
      }
      if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
        return send(reply, 415, 'UnsupportedMediaType', 'This call expects a multipart/form-data upload.');
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
        const message = FRAMEWORK_MESSAGES[status] ?? FRAMEWORK_MESSAGES[400] ?? messages.invalidInput;
        return send(reply, status, CODE_BY_STATUS[status] ?? 'BadRequest', message);
      }
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, 'InternalServerError', messages.internal);
    });
  },
  { name: 'errors' },
);
