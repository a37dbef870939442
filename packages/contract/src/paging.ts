import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { envelope } from './errors';
import { digitsText } from './validation';
import { wholeNumbers } from './wire';

export const MAX_TAKE = 100;

const wholeNumberText = (name: string, min: number, max: number) =>
  digitsText(9, `${name} must be a whole number`).pipe(
    z.number().int().min(min, `${name} must be ${min} or more`).max(max, `${name} must be ${max} or less`),
  );

/**
 * `page` starts at 1; `take` (or its alias `limit`) defaults to 10, at most 100. Lists answer
 * `{ message, data: { info, extraData: { total, page, take } } }`.
 */
export const pageQuery = z.object({
  page: wholeNumberText('page', 1, 1_000_000).optional(),
  take: wholeNumberText('take', 1, MAX_TAKE).optional(),
  limit: wholeNumberText('limit', 1, MAX_TAKE).optional(),
});

export interface Paging {
  page: number;
  take: number;
}

export function toPaging(query: { page?: number; take?: number; limit?: number }): Paging {
  return { page: query.page ?? 1, take: query.take ?? query.limit ?? PAGE_SIZE };
}

export const pageExtraData = wholeNumbers('total', 'page', 'take');

/**
 * `{ message, data: { info: T[], extraData } }`: a page of loads, bookings, brokers or deliveries, where
 * `extraData` is `{ total, page, take }` or an extension of it with what the list adds.
 */
export const pagedEnvelope = <T extends z.ZodType, E extends z.ZodType = typeof pageExtraData>(
  item: T,
  extraData: E = pageExtraData as unknown as E,
) => envelope(z.object({ info: z.array(item), extraData }));

/**
 * `{ items: T[], total, page, take }`: a page of fuel purchases, inspections, work orders, schedules, …;
 * a list that adds totals extends it.
 */
export const itemsPage = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), take: z.number().int() });

/** `{ message, data: { items: T[], meta } }`: a page of users, notifications, trucks or trailers. */
export const itemsEnvelope = <T extends z.ZodType, M extends z.ZodType>(item: T, meta: M) =>
  envelope(z.object({ items: z.array(item), meta }));

/** `search`: the free text a list is filtered by, trimmed, at most 100 characters. */
export const searchText = z.string().trim().max(100).optional();

/** `format=csv` on a list endpoint: every matching row, all pages, as text/csv (docs/product.md "Export"). */
export const exportQuery = z.object({ format: z.enum(['json', 'csv']).optional() });
