import { ENTITY_TYPE } from '@fletx/contract/documents';
import { PICTURE_DOCUMENT_TYPE, PICTURE_KINDS, type PictureKind } from '@fletx/contract/equipment';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDocuments, newestByType } from '../../../lib/documents';

export type StoredPictures = Partial<Record<PictureKind, number>>;

/** GET /api/documents/list-files (entity type 3 trailer): the newest front, back and panoramic pictures. */
export async function getTrailerPictures(trailerId: number): Promise<StoredPictures> {
  const newest = newestByType(await listDocuments(ENTITY_TYPE.trailer, trailerId));
  const pictures: StoredPictures = {};
  for (const kind of PICTURE_KINDS) {
    const document = newest.get(PICTURE_DOCUMENT_TYPE[kind]);
    if (document) pictures[kind] = document.id;
  }
  return pictures;
}

export const getTrailerPicturesQueryOptions = (trailerId: number) =>
  queryOptions({
    queryKey: ['trailers', 'pictures', trailerId],
    queryFn: () => getTrailerPictures(trailerId),
  });

export function useTrailerPictures(trailerId: number | undefined) {
  return useQuery({ ...getTrailerPicturesQueryOptions(trailerId ?? 0), enabled: trailerId !== undefined });
}
