import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** What a browser may show in the page rather than save: pictures and PDFs, never HTML, SVG or text. */
const SHOWN_INLINE = new Set(['image/png', 'image/jpeg', 'application/pdf']);

/**
 * RFC 6266 `Content-Disposition`: an ASCII fallback name (quotes, backslashes, `%` and non-ASCII replaced)
 * and the exact name in UTF-8 (RFC 8187), so no name can break out of the header or the quotes.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * An uploaded file's policy, whatever it holds: nothing runs and nothing loads but its own images; anything
 * but a PDF opens sandboxed (an origin of its own, no script). Chromium's PDF viewer does not open in a
 * sandboxed document, so a PDF keeps the rest without `sandbox`.
 */
export function storedFilePolicy(mimeType: string): string {
  const policy =
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";
  return mimeType === 'application/pdf' ? policy : `${policy}; sandbox`;
}

export interface StoredFile {
  mimeType: string;
  size: number;
  fileName: string;
  stream: Readable;
}

/**
 * Sends an uploaded file (docs/security.md "A malicious PDF"): saved as an attachment unless `inline` is
 * asked for and it is a picture or a PDF; never sniffed into another type; never cached.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, inline = false): FastifyReply {
  const type = file.mimeType === 'text/csv' ? 'text/csv; charset=utf-8' : file.mimeType;
  const kind = inline && SHOWN_INLINE.has(file.mimeType) ? 'inline' : 'attachment';
  return reply
    .header('content-type', type)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(kind, file.fileName))
    .header('content-security-policy', storedFilePolicy(file.mimeType))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

/** A stored document as opened for download: its record's type and size, the name to save it as, its bytes. */
export interface OpenedDocument {
  document: { mimeType: string; size: number };
  fileName: string;
  stream: Readable;
}

/** Sends an opened document (`sendStoredFile`). */
export function sendDocument(reply: FastifyReply, opened: OpenedDocument, inline = false): FastifyReply {
  const { document, fileName, stream } = opened;
  return sendStoredFile(
    reply,
    { mimeType: document.mimeType, size: document.size, fileName, stream },
    inline,
  );
}
