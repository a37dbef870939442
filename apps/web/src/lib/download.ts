import { errorResponse } from '@fletx/contract/errors';
import { messages } from '@fletx/contract/messages';
import { ApiError, buildUrl, type QueryParams, refreshSession } from './api-client';
import { getAccessToken } from './session';

/** The session's token as the API wants it in `Authorization`. */
export function authorization(): string {
  const token = getAccessToken();
  return token ? `Bearer ${token}` : '';
}

/** The bytes an API GET answers (a document, a PDF, a CSV export), with the session's token. */
export async function fetchApiBlob(path: string, query?: QueryParams, signal?: AbortSignal): Promise<Blob> {
  const get = () => fetch(buildUrl(path, query), { headers: { Authorization: authorization() }, signal });
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

/** Saves bytes as a file named `fileName` (the token travels in a header, so a plain link cannot). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET `path` and save what it answers as `fileName`. */
export async function downloadFromApi(path: string, fileName: string, query?: QueryParams): Promise<void> {
  saveBlob(await fetchApiBlob(path, query), fileName);
}
