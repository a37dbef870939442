import { PICTURE_DOCUMENT_TYPE, PICTURE_KINDS, type PictureKind } from '@fletx/contract/equipment';
import { useQuery } from '@tanstack/react-query';
import { listDocuments, newestByType } from './documents';
import { queryKeys } from './query-keys';

/** The document id of each stored picture of a truck or trailer. */
export type StoredPictures = Partial<Record<PictureKind, number>>;

/** GET /api/documents/list-files: the newest front, back and panoramic pictures of one truck or trailer. */
export async function getStoredPictures(entityTypeId: number, entityId: number): Promise<StoredPictures> {
  const newest = newestByType(await listDocuments(entityTypeId, entityId));
  const pictures: StoredPictures = {};
  for (const kind of PICTURE_KINDS) {
    const document = newest.get(PICTURE_DOCUMENT_TYPE[kind]);
    if (document) pictures[kind] = document.id;
  }
  return pictures;
}

/** The stored pictures of a truck or trailer (ENTITY_TYPE.truck or .trailer); none to read without an id. */
export function useStoredPictures(entityTypeId: number, entityId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.documents.pictures(entityTypeId, entityId ?? 0),
    queryFn: () => getStoredPictures(entityTypeId, entityId ?? 0),
    enabled: entityId !== undefined,
  });
}
