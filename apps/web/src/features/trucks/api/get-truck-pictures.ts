import { ENTITY_TYPE } from '@fletx/contract/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStoredPictures, type StoredPictures } from '../../../lib/equipment-pictures';

export type { StoredPictures };

/** GET /api/documents/list-files (entity type 5 truck): the newest front, back and panoramic pictures. */
export const getTruckPictures = (truckId: number): Promise<StoredPictures> =>
  getStoredPictures(ENTITY_TYPE.truck, truckId);

export const getTruckPicturesQueryOptions = (truckId: number) =>
  queryOptions({ queryKey: ['trucks', 'pictures', truckId], queryFn: () => getTruckPictures(truckId) });

export function useTruckPictures(truckId: number | undefined) {
  return useQuery({ ...getTruckPicturesQueryOptions(truckId ?? 0), enabled: truckId !== undefined });
}
