import type { MessageStructureObject } from 'imapflow';

/** INTAKE_IMAP_URL parsed (src/env.ts): where the mailbox of mailed rate confirmations is. */
export interface ImapLocation {
  /** `imaps://`: TLS from the start; `imap://`: plain, upgraded by STARTTLS when the server offers it. */
  secure: boolean;
  host: string;
  port: number;
  user: string;
  pass: string;
  /** The folder watched; `INBOX` when the URL names none. */
  mailbox: string;
}

const IMAP_URL_SHAPE = 'imaps://user:password@host/INBOX (user and password URL-encoded)';

/** `imaps://user:pass@host[:port][/mailbox]` or `imap://…`; throws a message naming the expected shape. */
export function parseImapUrl(value: string): ImapLocation {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`INTAKE_IMAP_URL must be a URL like ${IMAP_URL_SHAPE}`);
  }
  if (url.protocol !== 'imaps:' && url.protocol !== 'imap:')
    throw new Error(`INTAKE_IMAP_URL must start with imaps:// or imap://, like ${IMAP_URL_SHAPE}`);
  if (!url.hostname || !url.username || !url.password)
    throw new Error(`INTAKE_IMAP_URL needs a user, a password and a host, like ${IMAP_URL_SHAPE}`);
  const secure = url.protocol === 'imaps:';
  let mailbox: string;
  let user: string;
  let pass: string;
  try {
    mailbox = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'INBOX';
    user = decodeURIComponent(url.username);
    pass = decodeURIComponent(url.password);
  } catch {
    throw new Error(`INTAKE_IMAP_URL has a bad %-escape; write it like ${IMAP_URL_SHAPE}`);
  }
  return {
    secure,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    user,
    pass,
    mailbox,
  };
}

/** A part of a message to read as a rate confirmation: its IMAP part number and the file's name. */
export interface MailAttachment {
  part: string;
  fileName: string;
  /** The part's size on the server (transfer-encoded), when the server says it. */
  size: number | undefined;
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpg',
};
const READABLE_NAME = /\.(pdf|png|jpe?g)$/i;

/**
 * The PDFs and pictures a message carries, found by MIME type or, for a generic type
 * (`application/octet-stream`), by file name. Pictures inside `multipart/related` are the HTML body's own
 * (a signature's logo), not attached documents; a PDF there is still taken. The bytes are checked again by
 * whoever reads them: a name is only a hint.
 */
export function attachmentsOf(structure: MessageStructureObject): MailAttachment[] {
  const found: MailAttachment[] = [];
  const walk = (node: MessageStructureObject, inRelated: boolean) => {
    const type = node.type.toLowerCase();
    if (node.childNodes?.length) {
      for (const child of node.childNodes) walk(child, inRelated || type === 'multipart/related');
      return;
    }
    const name = node.dispositionParameters?.filename ?? node.parameters?.name ?? null;
    const extension = EXTENSION_BY_TYPE[type] ?? READABLE_NAME.exec(name ?? '')?.[1]?.toLowerCase();
    if (!extension || (inRelated && extension !== 'pdf')) return;
    // A message that is nothing but the file has no part number of its own: its body is part 1.
    const part = node.part ?? '1';
    found.push({ part, fileName: name?.trim() || `attachment-${part}.${extension}`, size: node.size });
  };
  walk(structure, false);
  return found;
}
