import { z } from 'zod';

/**
 * An answer's object of whole numbers, one per name in the order given: counts, page facts, amounts in cents.
 * `wholeNumbers('total', 'page', 'take')` is `z.object({ total: z.number().int(), page: …, take: … })`.
 */
export const wholeNumbers = <const K extends ReadonlyArray<string>>(...names: K) =>
  z.object(
    Object.fromEntries(names.map((name) => [name, z.number().int()])) as { [N in K[number]]: z.ZodNumber },
  );
