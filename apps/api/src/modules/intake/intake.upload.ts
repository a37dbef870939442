import type { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@fletx/contract/constants';
import { documentMessages } from '@fletx/contract/documents';
import { intakeMessages } from '@fletx/contract/intake';
import { AppError } from '../../lib/errors';
import { FileTypeSniffer } from '../../lib/file-type';

/** 413: the multipart reader stops a larger upload; a mailed file is checked by IntakeService.receive. */
export const tooLarge = () => new AppError('PayloadTooLarge', documentMessages.tooLarge);

/** An uploaded file held in memory (at most MAX_UPLOAD_BYTES) until IntakeService.receive takes it. */
export interface HeldFile {
  bytes: Buffer;
  fileName: string;
}

/**
 * Where the upload form's file goes as it arrives: into memory, stopped at the first bytes that are not a
 * PDF, PNG or JPEG (415; no name makes text acceptable here) or beyond the size limit (413).
 */
export const heldInMemory = {
  async stage(source: Readable, fileName: string | undefined): Promise<HeldFile> {
    const sniffer = new FileTypeSniffer('');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of source) {
      const bytes: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += bytes.length;
      if (size > MAX_UPLOAD_BYTES) throw tooLarge();
      sniffer.push(bytes);
      if (sniffer.rejected) throw new AppError('UnsupportedMediaType', intakeMessages.unsupported);
      chunks.push(bytes);
    }
    return { bytes: Buffer.concat(chunks), fileName: fileName ?? '' };
  },
  async discard(_file: HeldFile): Promise<void> {},
};
