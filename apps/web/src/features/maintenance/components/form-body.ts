import { z } from 'zod';

/**
 * A transform that checks the fields' values, made into a body, with the contract's schema: its issues
 * keep their paths (the fields' names), so each message shows under its field.
 */
export const checkedBy =
  <T extends z.ZodType>(schema: T) =>
  (body: unknown, ctx: z.RefinementCtx): z.output<T> => {
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  };
