import { z } from 'zod';
import { PAGE_SIZE } from './constants';

export const MAX_TAKE = 100;

const wholeNumberText = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
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

export const pageExtraData = z.object({
  total: z.number().int(),
  page: z.number().int(),
  take: z.number().int(),
});

/** `{ message, data: { info: T[], extraData: { total, page, take } } }`. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ message: z.string(), data: z.object({ info: z.array(item), extraData: pageExtraData }) });
