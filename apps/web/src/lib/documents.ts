import { type DocumentInfo, documentListResponse, documentResponse } from '@fletx/contract/documents';
import { errorResponse } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, buildUrl, refreshSession } from './api-client';
import { authorization, fetchApiBlob, openBlobInTab, saveBlob } from './download';
import { invalidations, queryKeys } from './query-keys';
import { useInvalidate } from './react-query';

export type UploadFields = { entityTypeId: number; entityId: number; documentType: number };

/**
 * POST /api/documents/ (multipart) with upload progress (0–100), through XMLHttpRequest since fetch
 * reports no upload progress. The one upload helper of the web app.
 */
export async function uploadDocument(
  fields: UploadFields,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<DocumentInfo> {
  const attempt = () =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const form = new FormData();
      form.append('entityTypeId', String(fields.entityTypeId));
      form.append('entityId', String(fields.entityId));
      form.append('documentType', String(fields.documentType));
      form.append('file', file);
      const xhr = new XMLHttpRequest();
      xhr.open('POST', buildUrl('/documents/'));
      xhr.setRequestHeader('Authorization', authorization());
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = undefined;
        }
        resolve({ status: xhr.status, body });
      };
      xhr.onerror = () =>
        reject(new ApiError({ statusCode: 0, error: 'NetworkError', message: messages.internal }));
      xhr.send(form);
    });
  let result = await attempt();
  if (result.status === 401 && (await refreshSession())) result = await attempt();
  if (result.status >= 200 && result.status < 300) {
    const parsed = documentResponse.safeParse(result.body);
    if (parsed.success) {
      onProgress?.(100);
      return parsed.data.data;
    }
  }
  const error = errorResponse.safeParse(result.body);
  throw new ApiError(
    error.success
      ? error.data
      : { statusCode: result.status, error: 'UploadFailed', message: messages.internal },
  );
}

export type DocumentUpload = { documentType: number; file: File; onProgress?: (percent: number) => void };

/**
 * Uploads a saved record's new documents, one after the other, then refreshes whatever shows that record's
 * documents. Stops at the first failed upload (its error is thrown; nothing is refreshed).
 */
export function useUploadDocuments() {
  const invalidate = useInvalidate();
  return async (entityTypeId: number, entityId: number, uploads: ReadonlyArray<DocumentUpload>) => {
    for (const { documentType, file, onProgress } of uploads) {
      await uploadDocument({ entityTypeId, entityId, documentType }, file, onProgress);
    }
    await invalidate(invalidations.documentsChanged(entityTypeId, entityId));
  };
}

/** GET /api/documents/list-files?entityTypeId&entityId — newest first. */
export function listFiles(entityTypeId: number, entityId: number) {
  return api.get('/documents/list-files', {
    query: { entityTypeId, entityId },
    schema: documentListResponse,
  });
}

/** An entity's documents, newest first. */
export async function listDocuments(entityTypeId: number, entityId: number): Promise<DocumentInfo[]> {
  return (await listFiles(entityTypeId, entityId)).data;
}

/** DELETE /api/documents/{id} */
export async function deleteDocument(id: number): Promise<void> {
  await api.delete(`/documents/${id}`);
}

/** The newest document of each document type. */
export function newestByType(documents: ReadonlyArray<DocumentInfo>): Map<number, DocumentInfo> {
  const newest = new Map<number, DocumentInfo>();
  for (const document of documents) {
    const current = newest.get(document.documentType);
    if (!current || document.id > current.id) newest.set(document.documentType, document);
  }
  return newest;
}

/** An entity's documents, newest first. */
export function useDocuments(entityTypeId: number, entityId: number) {
  return useQuery({
    queryKey: queryKeys.documents.list(entityTypeId, entityId),
    queryFn: () => listFiles(entityTypeId, entityId),
    enabled: entityId > 0,
  });
}

/** The bytes of a document as a Blob, with the session's token. */
export function fetchDocumentBlob(id: number, signal?: AbortSignal): Promise<Blob> {
  return fetchApiBlob(`/documents/${id}/download`, undefined, signal);
}

/** The bytes of a stored document, as an object URL (the caller revokes it). */
export async function fetchDocumentBlobUrl(id: number): Promise<string> {
  return URL.createObjectURL(await fetchDocumentBlob(id));
}

/** Opens a stored document in a new tab (PDFs and pictures show in the browser). */
export function openDocument(id: number): Promise<void> {
  return openBlobInTab(() => fetchDocumentBlob(id));
}

/**
 * Uploads the chosen pictures of a record (one document type per kind), then removes the pictures they
 * replace. Stops at the first failure and names the picture in the error.
 */
export async function savePictures<K extends string>(options: {
  entityTypeId: number;
  entityId: number;
  documentTypes: Record<K, number>;
  labels: Record<K, string>;
  chosen: Partial<Record<K, File | null>>;
  stored: Partial<Record<K, number>>;
  onProgress: (kind: K, percent: number) => void;
}): Promise<void> {
  for (const kind of Object.keys(options.documentTypes) as K[]) {
    const file = options.chosen[kind];
    if (!file) continue;
    options.onProgress(kind, 0);
    try {
      await uploadDocument(
        {
          entityTypeId: options.entityTypeId,
          entityId: options.entityId,
          documentType: options.documentTypes[kind],
        },
        file,
        (percent) => options.onProgress(kind, percent),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : messages.internal;
      throw new Error(`${options.labels[kind]}: ${reason}`);
    }
    options.onProgress(kind, 100);
    const previous = options.stored[kind];
    if (previous !== undefined) await deleteDocument(previous).catch(() => undefined);
  }
}

/** Saves a document under its original name (the token travels in a header, so a plain link cannot). */
export async function downloadDocument(document: Pick<DocumentInfo, 'id' | 'originalName'>): Promise<void> {
  saveBlob(await fetchDocumentBlob(document.id), document.originalName);
}
