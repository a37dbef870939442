import type { AcceptedMimeType } from '@fletx/contract/documents';

/** Enough bytes to tell every accepted binary type apart. */
const HEAD_LENGTH = 8;

const SIGNATURES: ReadonlyArray<{ mimeType: AcceptedMimeType; bytes: Buffer }> = [
  { mimeType: 'application/pdf', bytes: Buffer.from('%PDF-', 'latin1') },
  { mimeType: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mimeType: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff]) },
];

/** The extension a file of each type should carry (the first one is used when a name needs fixing). */
export const EXTENSIONS: Readonly<Record<AcceptedMimeType, ReadonlyArray<string>>> = {
  'application/pdf': ['.pdf'],
  'text/csv': ['.csv'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

export const isCsvName = (fileName: string) => fileName.toLowerCase().endsWith('.csv');

/**
 * Recognises an accepted file by its bytes while they stream past (docs/product.md "Documents"): PDF, PNG
 * and JPEG by their signature; CSV when the name ends in .csv and every byte is UTF-8 text without NUL.
 * Feed every chunk with `push`, then ask `finish`. `rejected` turns true as soon as the bytes rule the
 * file out, so a caller can stop early.
 */
export class FileTypeSniffer {
  private head = Buffer.alloc(0);
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private text: boolean;
  private signature: AcceptedMimeType | undefined;
  private size = 0;

  constructor(fileName: string) {
    this.text = isCsvName(fileName);
  }

  push(chunk: Uint8Array): void {
    this.size += chunk.length;
    if (this.head.length < HEAD_LENGTH) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_LENGTH - this.head.length)]);
      this.signature = SIGNATURES.find((s) => hasPrefix(this.head, s.bytes))?.mimeType;
    }
    if (this.text && this.signature === undefined) {
      if (chunk.includes(0)) this.text = false;
      else {
        try {
          this.decoder.decode(chunk, { stream: true });
        } catch {
          this.text = false;
        }
      }
    }
  }

  /** True once the bytes seen so far can belong to no accepted type. */
  get rejected(): boolean {
    if (this.signature !== undefined || this.text) return false;
    return SIGNATURES.every((s) => !couldStillMatch(this.head, s.bytes));
  }

  /** The type, once every byte was pushed; undefined when it is not accepted (or the file is empty). */
  finish(): AcceptedMimeType | undefined {
    if (this.size === 0) return undefined;
    if (this.signature !== undefined) return this.signature;
    if (!this.text) return undefined;
    try {
      this.decoder.decode();
    } catch {
      return undefined;
    }
    return 'text/csv';
  }
}

/** The type of a whole file in memory. */
export function detectFileType(bytes: Uint8Array, fileName: string): AcceptedMimeType | undefined {
  const sniffer = new FileTypeSniffer(fileName);
  sniffer.push(bytes);
  return sniffer.finish();
}

function hasPrefix(bytes: Buffer, prefix: Buffer): boolean {
  return bytes.length >= prefix.length && bytes.subarray(0, prefix.length).equals(prefix);
}

/** The head is still too short to tell, and is the start of the signature. */
function couldStillMatch(head: Buffer, signature: Buffer): boolean {
  return head.length < signature.length && signature.subarray(0, head.length).equals(head);
}
