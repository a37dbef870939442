import { ERROR_CODES, type ErrorCode, type ErrorResponse } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorDetail, HTTP_STATUS } from '../lib/errors';
import { setSecurityHeaders } from './security-headers';

const CODE_BY_STATUS: Record<number, ErrorCode> = Object.fromEntries(
  ERROR_CODES.filter(
    (c) => c !== 'ValidationError' && c !== 'SessionExpired' && c !== 'TwoFactorSetupRequired',
  ).map((c) => [HTTP_STATUS[c], c]),
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

/** PostgreSQL's data exceptions (class 22) by code: a value of the request the database cannot take. */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22021': 'A value contains a character that cannot be stored.',
  '22P05': 'A value contains a character that cannot be stored.',
  '22003': 'A number is out of range.',
  '22P02': 'A value is not in the expected format.',
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of range.',
  '22001': 'A value is too long.',
};

/**
 * PostgreSQL's rollbacks of one of two transactions that met (class 40: a deadlock, a serialization failure):
 * nothing of the request was saved and the same call again goes through, so it is a conflict to retry, not a
 * server failure.
 */
const MET_AT_ONCE = new Set(['40P01', '40001']);

/**
 * What PostgreSQL's refusal says about the input, if it is the input's fault: constraint violations
 * (duplicates, dangling references) and saves that met another at once are conflicts, data exceptions
 * (class 22) are bad requests.
 */
function databaseRefusal(error: unknown): { status: 400 | 409; message: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (code === '23505') return { status: 409, message: 'This record already exists.' };
    if (MET_AT_ONCE.has(code))
      return {
        status: 409,
        message:
          'Another change to the same records was saved at the same moment, so this one was not. Try again.',
      };
    if (code === '23503')
      return {
        status: 409,
        message: 'This record is referenced by other records or refers to one that does not exist.',
      };
    if (/^22[0-9A-Z]{3}$/.test(code))
      return { status: 400, message: DATA_EXCEPTIONS[code] ?? 'A value of the request is not valid.' };
  }
  return undefined;
}

/**
 * The multipart parser's own failures (no boundary, a body cut short, a malformed part): thrown as plain
 * errors without a status, they are the client's side.
 */
const MULTIPART_FAILURE =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of (multipart data|form)|Malformed part header|The needle cannot)|terminated early due to unexpected end of multipart data/;

function multipartFailure(error: FastifyError, request: FastifyRequest): boolean {
  return error.statusCode === undefined && MULTIPART_FAILURE.test(error.message) && request.isMultipart();
}

/**
 * The router's own refusals, before any route or hook (a path segment that is not valid UTF-8, or longer than
 * the router takes): a 400 in the shape of every error, with the headers every answer carries.
 */
export function routerRefusal(policy: string) {
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(request, reply, policy);
    return send(reply, 400, 'BadRequest', 'The address of the request is not valid.');
  };
}

/**
 * One error handler: domain errors keep their code and message; framework 4xx keep their status with a
 * readable message; what the database or the multipart parser refuse because of the input is a 4xx;
 * anything else is logged and answered as a 500 without internals.
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
      const refusal = databaseRefusal(error);
      if (refusal?.status === 409) return send(reply, 409, 'Conflict', refusal.message);
      if (refusal) {
        request.log.warn({ err: error }, 'the database refused a value of the request');
        return send(reply, 400, 'BadRequest', refusal.message);
      }
      if (multipartFailure(error, request)) {
        return send(reply, 400, 'BadRequest', 'The multipart form is malformed.');
      }
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
