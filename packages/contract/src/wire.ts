import { z } from 'zod';

/**
 * An answer's object of whole numbers, one per name in the order given: counts, page facts, amounts in cents.
 * `wholeNumbers('total', 'page', 'take')` is `z.object({ total: z.number().int(), page: …, take: … })`.
 */
export const wholeNumbers = <const K extends ReadonlyArray<string>>(...names: K) =>
  z.object(
    Object.fromEntries(names.map((name) => [name, z.number().int()])) as { [N in K[number]]: z.ZodNumber },
  );

/**
 * `{ [name]: field }` for each name, in the order given: fields of an answer that share one schema
 * (`sameFields(money, 'gross', 'net')` is `{ gross: money, net: money }`), to spread into a `z.object`.
 */
export const sameFields = <F extends z.ZodType, const K extends ReadonlyArray<string>>(
  field: F,
  ...names: K
) => Object.fromEntries(names.map((name) => [name, field])) as { [N in K[number]]: F };

/**
 * A row an answer refers to, by its id and with the name the screens show for it, under the historical wire
 * names (docs/product.md "Wire names"): `idAndName('make')` is
 * `{ make_id: z.number().int(), make_name: z.string() }`, to spread into a `z.object`.
 */
export const idAndName = <const P extends string>(prefix: P) =>
  ({ [`${prefix}_id`]: z.number().int(), [`${prefix}_name`]: z.string() }) as {
    [K in `${P}_id`]: z.ZodNumber;
  } & { [K in `${P}_name`]: z.ZodString };

/** When a record was created and last changed, as the newer records spell it (bookings, brokers, invoices). */
export const recordTimestamps = { createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() };
/** The same with the historical wire names of loads, trucks and trailers (docs/product.md "Wire names"). */
export const rowTimestamps = { created_at: z.iso.datetime(), updated_at: z.iso.datetime() };
