import { z } from 'zod';

/** Every error the API answers, one code each; the API maps codes to HTTP statuses in one place. */
export const ERROR_CODES = [
  'BadRequest',
  'ValidationError',
  'Unauthorized',
  'SessionExpired',
  'Forbidden',
  /** The carrier requires two-factor sign-in and this user has not set it up yet (403). */
  'TwoFactorSetupRequired',
  'NotFound',
  'Conflict',
  'PreconditionFailed',
  'UnprocessableEntity',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'TooManyRequests',
  'InternalServerError',
  'ServiceUnavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** `{ message, data }`: the shape of every answer not described otherwise (docs/product.md "Answers"). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
export const messageOnly = z.object({ message: z.string() });
