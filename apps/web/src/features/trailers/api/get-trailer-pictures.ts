import { ENTITY_TYPE } from '@fletx/contract/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStoredPictures, type StoredPictures } from '../../../lib/equipment-pictures';

export type { StoredPictures };

/** GET /api/documents/list-files (entity type 3 trailer): the newest front, back and panoramic pictures. */
export const getTrailerPictures = (trailerId: number): Promise<StoredPictures> =>
  getStoredPictures(ENTITY_TYPE.trailer, trailerId);

export const getTrailerPicturesQueryOptions = (trailerId: number) =>
  queryOptions({
    queryKey: ['trailers', 'pictures', trailerId],
    queryFn: () => getTrailerPictures(trailerId),
  });

export function useTrailerPictures(trailerId: number | undefined) {
  return useQuery({ ...getTrailerPicturesQueryOptions(trailerId ?? 0), enabled: trailerId !== undefined });
}
