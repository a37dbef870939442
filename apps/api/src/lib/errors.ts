import type { ErrorCode } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';

/** HTTP status of every domain error code: the one place codes become HTTP answers. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  BadRequest: 400,
  ValidationError: 400,
  Unauthorized: 401,
  SessionExpired: 401,
  Forbidden: 403,
  TwoFactorSetupRequired: 403,
  NotFound: 404,
  Conflict: 409,
  PreconditionFailed: 412,
  UnprocessableEntity: 422,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  InternalServerError: 500,
  ServiceUnavailable: 503,
};

export type ErrorDetail = { path: string; message: string };

/** A failure a person can act on. Services throw these; the error handler turns them into answers. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return HTTP_STATUS[this.code];
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new AppError('BadRequest', message, details);
/** A 400 about one field (`path` as the validation errors name it, e.g. `body.at`): its message under it. */
export const invalidField = (path: string, message: string) => badRequest(message, [{ path, message }]);
export const unauthorized = (message: string = messages.invalidToken) =>
  new AppError('Unauthorized', message);
export const forbidden = (message: string = messages.forbidden) => new AppError('Forbidden', message);
export const notFound = (message: string = messages.notFound) => new AppError('NotFound', message);
/** The record a request names, as looked up; the 404 with `message` when there is none. */
export function found<T>(row: T | undefined, message?: string): T {
  if (!row) throw notFound(message);
  return row;
}
export const conflict = (message: string) => new AppError('Conflict', message);
export const preconditionFailed = (message: string) => new AppError('PreconditionFailed', message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    'TooManyRequests',
    messages.tooManyAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60))),
    undefined,
    {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  );
