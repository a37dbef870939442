import { type DocumentInfo, documentListResponse, documentResponse } from '@fletx/contract/documents';
import { errorResponse } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, buildUrl, refreshSession } from './api-client';
import { getAccessToken } from './session';

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
      const token = getAccessToken();
      xhr.setRequestHeader('Authorization', token ? `Bearer ${token}` : '');
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

/** GET /api/documents/list-files?entityTypeId&entityId — newest first. */
export function listFiles(entityTypeId: number, entityId: number) {
  return api.get('/documents/list-files', {
    query: { entityTypeId, entityId },
    schema: documentListResponse,
  });
}

export const documentsQueryKey = (entityTypeId: number, entityId: number) =>
  ['documents', entityTypeId, entityId] as const;

export function documentsQueryOptions(entityTypeId: number, entityId: number) {
  return queryOptions({
    queryKey: documentsQueryKey(entityTypeId, entityId),
    queryFn: () => listFiles(entityTypeId, entityId),
    enabled: entityId > 0,
  });
}

export function useDocuments(entityTypeId: number, entityId: number) {
  return useQuery(documentsQueryOptions(entityTypeId, entityId));
}

/** The bytes of a stored document, as an object URL (the caller revokes it). */
export async function fetchDocumentBlobUrl(id: number): Promise<string> {
  const send = () => {
    const token = getAccessToken();
    return fetch(buildUrl(`/documents/${id}/download`), {
      headers: { Authorization: token ? `Bearer ${token}` : '' },
    });
  };
  let response = await send();
  if (response.status === 401 && (await refreshSession())) response = await send();
  if (!response.ok) {
    const parsed = errorResponse.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(
      parsed.success
        ? parsed.data
        : { statusCode: response.status, error: 'DownloadFailed', message: messages.notFound },
    );
  }
  return URL.createObjectURL(await response.blob());
}

/** Opens a stored document in a new tab (PDFs and pictures show in the browser). */
export async function openDocument(id: number): Promise<void> {
  const tab = window.open('', '_blank');
  const url = await fetchDocumentBlobUrl(id);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
