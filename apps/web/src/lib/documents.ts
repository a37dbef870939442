import { type DocumentInfo, documentListResponse, documentResponse } from '@fletx/contract/documents';
import { errorResponse } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';
import { API_BASE_URL, ApiError, api, refreshSession } from './api-client';
import { getAccessToken } from './session';

/**
 * Documents shared by every area (DESIGN.md "Files"): upload with progress, list an entity's files and read
 * a file's bytes with the session's token (an <img> cannot send the Authorization header itself).
 */

export type UploadFields = { entityTypeId: number; entityId: number; documentType: number };

function authorization(): string {
  const token = getAccessToken();
  return token ? `Bearer ${token}` : '';
}

function sendUpload(file: File, fields: UploadFields, onProgress?: (percent: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const form = new FormData();
    form.append('entityTypeId', String(fields.entityTypeId));
    form.append('entityId', String(fields.entityId));
    form.append('documentType', String(fields.documentType));
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}/documents/`);
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
}

/** POST /api/documents/ (multipart) reporting upload progress from 0 to 100; refreshes the session once on 401. */
export async function uploadDocument(
  file: File,
  fields: UploadFields,
  onProgress?: (percent: number) => void,
): Promise<DocumentInfo> {
  let result = await sendUpload(file, fields, onProgress);
  if (result.status === 401 && (await refreshSession())) result = await sendUpload(file, fields, onProgress);
  if (result.status >= 200 && result.status < 300) {
    const parsed = documentResponse.safeParse(result.body);
    if (parsed.success) return parsed.data.data;
  }
  const error = errorResponse.safeParse(result.body);
  throw new ApiError(
    error.success
      ? error.data
      : { statusCode: result.status, error: 'UploadFailed', message: messages.internal },
  );
}

/** GET /api/documents/list-files: an entity's documents, newest first. */
export async function listDocuments(entityTypeId: number, entityId: number): Promise<DocumentInfo[]> {
  const response = await api.get('/documents/list-files', {
    query: { entityTypeId, entityId },
    schema: documentListResponse,
  });
  return response.data;
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

/** The bytes of a document as a Blob, with the session's token. */
export async function fetchDocumentBlob(id: number, signal?: AbortSignal): Promise<Blob> {
  const get = () =>
    fetch(`${API_BASE_URL}/documents/${id}/download`, {
      headers: { Authorization: authorization() },
      signal,
    });
  let response = await get();
  if (response.status === 401 && (await refreshSession())) response = await get();
  if (!response.ok) {
    const error = errorResponse.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(
      error.success
        ? error.data
        : { statusCode: response.status, error: 'DownloadFailed', message: messages.internal },
    );
  }
  return response.blob();
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
        file,
        {
          entityTypeId: options.entityTypeId,
          entityId: options.entityId,
          documentType: options.documentTypes[kind],
        },
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
