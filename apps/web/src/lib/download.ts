import { messages } from '@fletx/contract/messages';
import { buildUrl, type QueryParams, refreshSession } from './api-client';
import { readApiError } from './api-error';
import { getAccessToken } from './session';

/** The session's token as the API wants it in `Authorization`. */
export function authorization(): string {
  const token = getAccessToken();
  return token ? `Bearer ${token}` : '';
}

/**
 * The bytes an API GET answers (a PDF, a CSV, a stored file) as a Blob, with the session's token (a plain
 * link cannot carry it): refreshed once on 401, the server's refusal as an ApiError.
 */
export async function fetchApiBlob(path: string, query?: QueryParams, signal?: AbortSignal): Promise<Blob> {
  const get = () => fetch(buildUrl(path, query), { headers: { Authorization: authorization() }, signal });
  let response = await get();
  if (response.status === 401 && (await refreshSession())) response = await get();
  // The server's refusal as it said it (read as the API client reads them), else the generic message.
  if (!response.ok) throw await readApiError(response, () => messages.internal);
  return response.blob();
}

/** Saves a Blob under `fileName` (the browser's download). */
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

/**
 * Opens what `load` fetches in a new tab (PDFs and pictures show in the browser). The tab is opened before
 * the download, while the click still allows it.
 */
export async function openBlobInTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  let url: string;
  try {
    url = URL.createObjectURL(await load());
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads an API GET's bytes and saves them under `fileName`. */
export async function downloadApiFile(path: string, fileName: string, query?: QueryParams): Promise<void> {
  saveBlob(await fetchApiBlob(path, query), fileName);
}
