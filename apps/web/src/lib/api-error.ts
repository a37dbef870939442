import type { ErrorResponse } from '@fletx/contract/errors';

/**
 * The error every failed API call throws, without any schema library: the drivers' app
 * (app/driver-entry.tsx) loads this module and not lib/api-client.ts, so that its first load
 * carries no zod (docs/performance.md "The web's first page").
 */
export type ApiErrorDetail = { path: string; message: string };

/** Every failed call: the server's `{statusCode, error, message, details?}`, or one made up for it. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: ApiErrorDetail[];

  constructor({ statusCode, error, message, details }: ErrorResponse) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = error;
    this.details = details ?? [];
  }
}

const isDetail = (value: unknown): value is ApiErrorDetail =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiErrorDetail).path === 'string' &&
  typeof (value as ApiErrorDetail).message === 'string';

/** The server's error answer when the body is one (the shape of `errorResponse` in the contract). */
export function asErrorResponse(body: unknown): ErrorResponse | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { statusCode, error, message, details } = body as Record<string, unknown>;
  if (!Number.isInteger(statusCode) || typeof error !== 'string' || typeof message !== 'string')
    return undefined;
  if (details !== undefined && !(Array.isArray(details) && details.every(isDetail))) return undefined;
  return {
    statusCode: statusCode as number,
    error,
    message,
    details: details as ApiErrorDetail[] | undefined,
  };
}

/**
 * The error a failed answer stands for: the server's `{statusCode, error, message}`, else one made up with
 * `fallback`'s message for the status.
 */
export async function readApiError(
  response: Response,
  fallback: (status: number) => string,
): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = asErrorResponse(body);
  if (parsed) return new ApiError(parsed);
  return new ApiError({
    statusCode: response.status,
    error: response.statusText || 'Error',
    message: fallback(response.status),
  });
}
