import { z } from 'zod';

/**
 * A transform that checks the fields' values, made into a body, with the contract's schema: its issues
 * keep their paths (the fields' names), so each message shows under its field. `pickerWords` replaces a
 * message that names the API's text format (yyyy-MM-dd, an ISO instant) with one for the picker the field is.
 */
export const checkedBy =
  <T extends z.ZodType>(schema: T, pickerWords: Readonly<Record<string, string>> = {}) =>
  (body: unknown, ctx: z.RefinementCtx): z.output<T> => {
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({
        code: 'custom',
        message: pickerWords[issue.message] ?? issue.message,
        path: issue.path,
      });
    return z.NEVER;
  };
