import { z } from 'zod';
import { envelope } from './errors';
import { digitsText } from './validation';

/**
 * Parametric lists (docs/product.md "Parametrics"): GET /api/parametrics/*.
 * The fixed lists below are also stored by a migration, so other tables can reference them; a test
 * proves the stored rows equal these constants.
 */
export interface ParametricItem {
  id: number;
  name: string;
}

export const TRAILER_TYPE = { dryVan: 1, flatbed: 2, reefer: 3, powerOnly: 4 } as const;
export type TrailerTypeId = (typeof TRAILER_TYPE)[keyof typeof TRAILER_TYPE];
export const TRAILER_TYPES: ReadonlyArray<ParametricItem & { id: TrailerTypeId }> = [
  { id: 1, name: 'Dry Van' },
  { id: 2, name: 'Flatbed' },
  { id: 3, name: 'Reefer' },
  { id: 4, name: 'Power Only' },
];

/** Size 3 ("other") takes its text from the trailer's size_other. */
export const TRAILER_SIZE = { ft48: 1, ft53: 2, other: 3 } as const;
export type TrailerSizeId = (typeof TRAILER_SIZE)[keyof typeof TRAILER_SIZE];
export const TRAILER_SIZES: ReadonlyArray<ParametricItem & { id: TrailerSizeId }> = [
  { id: 1, name: '48 ft' },
  { id: 2, name: '53 ft' },
  { id: 3, name: 'other' },
];

export const FUEL_TYPES: ReadonlyArray<ParametricItem> = [
  { id: 1, name: 'Diesel' },
  { id: 2, name: 'Biodiesel B20' },
  { id: 3, name: 'Renewable diesel' },
  { id: 4, name: 'CNG' },
  { id: 5, name: 'LNG' },
  { id: 6, name: 'Electric' },
  { id: 7, name: 'Hydrogen' },
];

export const parametricItem = z.object({ id: z.number().int(), name: z.string() });
export const carModel = parametricItem.extend({ make_id: z.number().int() });
export type CarModel = z.infer<typeof carModel>;

export const parametricListResponse = envelope(z.array(parametricItem));
export type ParametricListResponse = z.infer<typeof parametricListResponse>;
export const carModelListResponse = envelope(z.array(carModel));
export type CarModelListResponse = z.infer<typeof carModelListResponse>;

/** GET /api/parametrics/carmodels?makeId= — without makeId, every model. */
export const carModelsQuery = z.object({
  makeId: digitsText(9, 'The make id must be a whole number').optional(),
});
