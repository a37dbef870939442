import { ENTITY_TYPE } from '@fletx/contract/documents';
import { PICTURE_DOCUMENT_TYPE, PICTURE_KINDS, type PictureKind } from '@fletx/contract/equipment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDocuments, newestByType } from '../../../lib/documents';

export type StoredPictures = Partial<Record<PictureKind, number>>;

/** GET /api/documents/list-files (entity type 5 truck): the newest front, back and panoramic pictures. */
export async function getTruckPictures(truckId: number): Promise<StoredPictures> {
  const newest = newestByType(await listDocuments(ENTITY_TYPE.truck, truckId));
  const pictures: StoredPictures = {};
  for (const kind of PICTURE_KINDS) {
    const document = newest.get(PICTURE_DOCUMENT_TYPE[kind]);
    if (document) pictures[kind] = document.id;
  }
  return pictures;
}

export const getTruckPicturesQueryOptions = (truckId: number) =>
  queryOptions({ queryKey: ['trucks', 'pictures', truckId], queryFn: () => getTruckPictures(truckId) });

export function useTruckPictures(truckId: number | undefined) {
  return useQuery({ ...getTruckPicturesQueryOptions(truckId ?? 0), enabled: truckId !== undefined });
}
