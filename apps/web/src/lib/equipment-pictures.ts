import { PICTURE_DOCUMENT_TYPE, PICTURE_KINDS, type PictureKind } from '@fletx/contract/equipment';
import { listDocuments, newestByType } from './documents';

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
