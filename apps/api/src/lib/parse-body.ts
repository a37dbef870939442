import type { z } from 'zod';
import { AppError } from './errors';

/**
 * Validates a body the route could not describe with one schema (e.g. a union chosen by a field):
 * the same 400 `ValidationError` answer as the automatic validation.
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  value: unknown,
  context: 'body' | 'params' = 'body',
): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: [context, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new AppError('ValidationError', details[0]?.message ?? 'Some fields are not valid.', details);
}
