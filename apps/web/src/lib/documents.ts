import { type DocumentInfo, documentListResponse, documentResponse } from '@fletx/contract/documents';
import { errorResponse } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, buildUrl, refreshSession } from './api-client';
import { getAccessToken } from './session';

export type UploadTarget = { entityTypeId: number; entityId: number; documentType: number };

/** The documents of an entity (GET /api/documents/list-files), newest first. */
export function documentsQueryOptions(entityTypeId: number, entityId: number) {
  return queryOptions({
    queryKey: ['documents', entityTypeId, entityId],
    queryFn: ({ signal }) =>
      api.get('/documents/list-files', {
        query: { entityTypeId, entityId },
        schema: documentListResponse,
        signal,
      }),
    enabled: entityId > 0,
  });
}

export function useDocuments(entityTypeId: number, entityId: number) {
  return useQuery(documentsQueryOptions(entityTypeId, entityId));
}

function sendWithProgress(form: FormData, onProgress: (percent: number) => void): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/documents/'));
    const token = getAccessToken();
    xhr.setRequestHeader('Authorization', token ? `Bearer ${token}` : '');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve(xhr);
    xhr.onerror = () =>
      reject(new ApiError({ statusCode: 0, error: 'NetworkError', message: messages.internal }));
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/documents/ (multipart) with upload progress, 0–100. A 401 refreshes the session once and
 * sends again; a failure throws an ApiError with the server's message.
 */
export async function uploadDocument(
  file: File,
  target: UploadTarget,
  onProgress: (percent: number) => void = () => {},
): Promise<DocumentInfo> {
  const form = () => {
    const data = new FormData();
    data.append('entityTypeId', String(target.entityTypeId));
    data.append('entityId', String(target.entityId));
    data.append('documentType', String(target.documentType));
    data.append('file', file, file.name);
    return data;
  };
  let xhr = await sendWithProgress(form(), onProgress);
  if (xhr.status === 401 && (await refreshSession())) xhr = await sendWithProgress(form(), onProgress);
  const body = parseJson(xhr.responseText);
  if (xhr.status >= 200 && xhr.status < 300) {
    const parsed = documentResponse.safeParse(body);
    if (parsed.success) return parsed.data.data;
  }
  const error = errorResponse.safeParse(body);
  throw new ApiError(
    error.success ? error.data : { statusCode: xhr.status, error: 'Error', message: messages.internal },
  );
}

/** Downloads a document (the token travels in the header, so a plain link cannot do it). */
export async function downloadDocument(document: Pick<DocumentInfo, 'id' | 'originalName'>): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(buildUrl(`/documents/${document.id}/download`), {
    headers: { Authorization: token ? `Bearer ${token}` : '' },
  });
  if (!response.ok) {
    const parsed = errorResponse.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(
      parsed.success
        ? parsed.data
        : { statusCode: response.status, error: 'Error', message: messages.internal },
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.originalName;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
