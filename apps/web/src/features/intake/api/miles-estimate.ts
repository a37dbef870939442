import { milesEstimateResponse } from '@fletx/contract/miles';
import { queryKeys } from '../../../lib/query-keys';
import { useApiQuery } from '../../../lib/react-query';

/** A stop as the estimate places it: its city, state and ZIP code as typed. */
export type EstimatePlace = { city: string; state: string; zip: string };

/** Whether a place can be placed at all: a ZIP code, or a city with its state. */
const placeable = (p: EstimatePlace) =>
  p.zip.trim() !== '' || (p.city.trim() !== '' && p.state.trim() !== '');

/**
 * GET /api/miles/estimate: the planned miles a load with these first pickup and last delivery would get
 * (docs/product.md "Rate confirmations"); asked only when both places can be placed.
 */
export function useMilesEstimate(from: EstimatePlace | undefined, to: EstimatePlace | undefined) {
  const asked = from && to && placeable(from) && placeable(to) ? { from, to } : undefined;
  return useApiQuery(queryKeys.intake.milesEstimate(asked ?? {}), '/miles/estimate', milesEstimateResponse, {
    query: asked && {
      fromCity: asked.from.city.trim(),
      fromState: asked.from.state.trim(),
      fromZip: asked.from.zip.trim(),
      toCity: asked.to.city.trim(),
      toState: asked.to.state.trim(),
      toZip: asked.to.zip.trim(),
    },
    enabled: asked !== undefined,
    select: (answer) => answer.data.miles,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
