import { z } from 'zod';
import { instant } from './duty';
import { envelope } from './errors';
import { idField } from './ids';
import { itemsPage, pageQuery } from './paging';

/** Where no shipped boundary covers a position (outside the US): listed for review, never guessed. */
export const UNKNOWN_JURISDICTION = '??';

export const milesMessages = {
  at: 'must be a date and time with its offset, e.g. 2026-04-01T00:00:00Z',
} as const;

/**
 * GET /api/miles/gaps?from&to&truckId&page&take — stretches between consecutive positions of a load more
 * than 50 miles or 2 hours apart, not counted in the state miles (docs/product.md "Miles and IFTA").
 */
export const mileageGapListQuery = pageQuery.extend({
  from: instant(milesMessages.at).optional(),
  to: instant(milesMessages.at).optional(),
  truckId: idField.optional(),
});
export type MileageGapListQuery = z.output<typeof mileageGapListQuery>;

const point = z.object({ lat: z.number(), lon: z.number() });

export const mileageGapSchema = z.object({
  id: z.number().int(),
  truckId: z.number().int(),
  loadId: z.number().int(),
  from: z.string(),
  to: z.string(),
  fromPosition: point,
  toPosition: point,
  /** Straight-line miles between the two positions. */
  miles: z.number(),
  /** The route service's miles between them, when routing is configured. */
  suggestedMiles: z.number().nullable(),
});
export type MileageGap = z.infer<typeof mileageGapSchema>;

export const mileageGapListResponse = envelope(itemsPage(mileageGapSchema));

const placeText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).default('');

/**
 * GET /api/miles/estimate?fromCity&fromState&fromZip&toCity&toState&toZip — the planned miles between two
 * places as a load's are first estimated (straight line × road factor; the ZIP code, else the city and
 * state, places each): what a rate confirmation's rate per mile is read over before it is a load.
 */
export const milesEstimateQuery = z.object({
  fromCity: placeText(100),
  fromState: placeText(2),
  fromZip: placeText(10),
  toCity: placeText(100),
  toState: placeText(2),
  toZip: placeText(10),
});
export type MilesEstimateQuery = z.output<typeof milesEstimateQuery>;
/** `miles` to a tenth; null when either place cannot be placed. */
export const milesEstimateResponse = envelope(z.object({ miles: z.number().nullable() }));
