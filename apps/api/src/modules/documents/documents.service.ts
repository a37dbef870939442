import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AuditEntityType } from '@fletx/contract/audit';
import { MAX_UPLOAD_BYTES } from '@fletx/contract/constants';
import {
  type AcceptedMimeType,
  type DocumentInfo,
  documentMessages,
  ENTITY_TYPE,
  MAX_FILE_NAME_LENGTH,
  type UploadDocumentFields,
} from '@fletx/contract/documents';
import type { FastifyRequest } from 'fastify';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, found, notFound } from '../../lib/errors';
import { EXTENSIONS, FileTypeSniffer } from '../../lib/file-type';
import { isoString } from '../../lib/iso-time';
import { type FileStorage, readAll, StoredFileNotFoundError } from '../../lib/storage';
import type { DocumentsQueries, DocumentWithUploader } from '../read-model/documents.queries';
import { type FileStaging, fileTooLarge, readUploadForm, type UploadForm } from './documents.multipart';
import { type DocumentRow, DocumentsRepository } from './documents.repository';
import { driverUpload } from './driver-upload';

/** A file in storage whose bytes were checked, not yet described in the database. */
export interface StagedFile {
  storageKey: string;
  originalName: string;
  mimeType: AcceptedMimeType;
  size: number;
}

/** What a document belongs to and who uploaded it (null: the system). */
export interface DocumentOwner extends UploadDocumentFields {
  uploadedBy: number | null;
}

export interface DownloadableDocument {
  document: DocumentInfo;
  /** The name to save it under: the original name, its extension fixed to the real type. */
  fileName: string;
  stream: Readable;
}

/** A document with its bytes. */
export interface DocumentFile {
  document: DocumentInfo;
  fileName: string;
  bytes: Buffer;
}

/** The audited record a document belongs to, by its entity type (docs/product.md "Documents"). */
const AUDITED_OWNERS: Readonly<Record<number, AuditEntityType>> = {
  [ENTITY_TYPE.user]: 'user',
  [ENTITY_TYPE.driver]: 'driver',
  [ENTITY_TYPE.trailer]: 'trailer',
  [ENTITY_TYPE.load]: 'load',
  [ENTITY_TYPE.truck]: 'truck',
  [ENTITY_TYPE.broker]: 'broker',
};

/** What a 404 says when the record of an upload does not exist (the types whose existence is checked). */
const MISSING_OWNER: Readonly<Record<number, string>> = {
  [ENTITY_TYPE.inspection]: documentMessages.noInspection,
  [ENTITY_TYPE.workOrder]: documentMessages.noWorkOrder,
  [ENTITY_TYPE.fuelPurchase]: documentMessages.noFuelPurchase,
};

const wrongFileType = () => new AppError('UnsupportedMediaType', documentMessages.wrongType);

/**
 * Uploaded documents of every area (docs/product.md "Documents"): bytes checked on the way into storage,
 * limited to MAX_UPLOAD_BYTES, described by a `documents` row. Other areas call `saveFromStream`, `listFor`
 * and `removeAllFor`; the upload route uses `stage` + `record` because its form fields may follow the file.
 */
export class DocumentsService {
  private readonly repo: DocumentsRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: FileStorage,
    private readonly log: { warn(details: object, message: string): void },
    private readonly clock: Clock,
    private readonly queries: DocumentsQueries,
    private readonly audit: AuditTrail,
  ) {
    this.repo = new DocumentsRepository(uow);
  }

  /**
   * Streams a file into storage, checking its type by its bytes and its size on the way; stops at the first
   * byte that rules it out (415) or beyond the limit (413) and leaves nothing behind then.
   */
  async stage(source: Readable, fileName: string | undefined): Promise<StagedFile> {
    const originalName = cleanFileName(fileName);
    const sniffer = new FileTypeSniffer(originalName);
    let size = 0;
    let mimeType: AcceptedMimeType | undefined;
    async function* checked() {
      for await (const chunk of source) {
        const bytes: Buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        size += bytes.length;
        if (size > MAX_UPLOAD_BYTES) throw fileTooLarge();
        sniffer.push(bytes);
        if (sniffer.rejected) throw wrongFileType();
        yield bytes;
      }
      if (size === 0) throw badRequest(documentMessages.empty);
      mimeType = sniffer.finish();
      if (!mimeType) throw wrongFileType();
    }
    const storageKey = newStorageKey(this.clock.now());
    await this.storage.put(storageKey, Readable.from(checked()));
    if (!mimeType) throw wrongFileType();
    return { storageKey, originalName, mimeType, size };
  }

  /**
   * Reads a multipart upload form of a request (one file in `fileField`, a few text fields, any order): the
   * file is staged as it arrives, and nothing stays stored when the form fails. The caller then records or
   * discards the file.
   */
  readUploadForm(request: FastifyRequest, fileField = 'file'): Promise<UploadForm<StagedFile>> {
    return readUploadForm(request, this, fileField);
  }

  /**
   * The hooks and form of a driver's upload through the driver API, safe to send again with the same
   * Idempotency-Key (driver-upload.ts); `own` checks the record is the driver's before the form is read.
   */
  driverUpload(own: (driverId: number, id: number) => Promise<unknown>) {
    return driverUpload(this, own);
  }

  /** The same form, its file put where another area's `staging` puts it (checked by that area's rules). */
  readUploadFormWith<Staged>(
    request: FastifyRequest,
    staging: FileStaging<Staged>,
    fileField = 'file',
  ): Promise<UploadForm<Staged>> {
    return readUploadForm(request, staging, fileField);
  }

  /**
   * Describes a staged file, with its entry in the audit trail of the record it belongs to, in one
   * transaction; the file is removed when that fails.
   */
  async record(file: StagedFile, owner: DocumentOwner): Promise<DocumentInfo> {
    try {
      return await this.uow.transaction(async () => {
        if (!(await this.queries.ownerExists(owner.entityTypeId, owner.entityId)))
          throw notFound(MISSING_OWNER[owner.entityTypeId] ?? documentMessages.notFound);
        const row = await this.repo.insert({
          entityTypeId: owner.entityTypeId,
          entityId: owner.entityId,
          documentType: owner.documentType,
          uploadedBy: owner.uploadedBy,
          originalName: file.originalName,
          mimeType: file.mimeType,
          sizeBytes: file.size,
          storageKey: file.storageKey,
          // The services' clock, as the History's entry of it: a moment the seed sets is the document's too.
          createdAt: this.clock.now(),
        });
        const stored = await this.queries.findById(row.id);
        if (!stored) throw new Error('a document vanished right after its insert');
        await this.recordInTrail(stored, `Document added: ${stored.originalName}`);
        return toWire(stored);
      });
    } catch (error) {
      await this.discard(file);
      throw error;
    }
  }

  /** What a staged file is, for telling a retried upload from another one: name, type, size, SHA-256. */
  async describe(file: StagedFile) {
    const hash = crypto.createHash('sha256');
    for await (const chunk of await this.storage.get(file.storageKey)) hash.update(chunk as Buffer);
    return { name: file.originalName, type: file.mimeType, size: file.size, sha256: hash.digest('hex') };
  }

  /** Removes a staged file that will not be recorded. */
  async discard(file: StagedFile): Promise<void> {
    await this.deleteStored(file.storageKey);
  }

  /** Checks, stores and records one file (for callers that know the owner before the bytes arrive). */
  async saveFromStream(
    owner: DocumentOwner,
    file: { stream: Readable; fileName: string | undefined },
  ): Promise<DocumentInfo> {
    return this.record(await this.stage(file.stream, file.fileName), owner);
  }

  /** Newest first. */
  async listFor(entityTypeId: number, entityId: number): Promise<DocumentInfo[]> {
    return (await this.queries.listFor(entityTypeId, entityId)).map(toWire);
  }

  /**
   * An entity's documents of `documentType` (all when not given) with their bytes, oldest first; a document
   * whose file cannot be read is left out.
   */
  async filesOf(entityTypeId: number, entityId: number, documentType?: number): Promise<DocumentFile[]> {
    const listed = (await this.listFor(entityTypeId, entityId))
      .filter((d) => documentType === undefined || d.documentType === documentType)
      .reverse();
    const files: DocumentFile[] = [];
    for (const document of listed) {
      try {
        const { stream, fileName } = await this.open(document.id);
        files.push({ document, fileName, bytes: await readAll(stream) });
      } catch {
        // Left out: the document's file cannot be read (`open` logged a missing one).
      }
    }
    return files;
  }

  async get(id: number): Promise<DocumentInfo> {
    return toWire(await this.find(id));
  }

  async open(id: number): Promise<DownloadableDocument> {
    const row = await this.find(id);
    try {
      const stream = await this.storage.get(row.storageKey);
      return { document: toWire(row), fileName: downloadName(row.originalName, row.mimeType), stream };
    } catch (error) {
      if (error instanceof StoredFileNotFoundError) {
        this.log.warn({ documentId: id, storageKey: row.storageKey }, 'stored file missing');
        throw notFound(documentMessages.fileMissing);
      }
      throw error;
    }
  }

  /** The row and its trail entry go in one transaction; the stored file once that committed. */
  async remove(id: number): Promise<DocumentInfo> {
    const row = await this.uow.transaction(async () => {
      const row = await this.find(id);
      found(await this.repo.deleteById(id), documentMessages.notFound);
      await this.recordInTrail(row, `Document deleted: ${row.originalName}`);
      return row;
    });
    await this.deleteStored(row.storageKey);
    return toWire(row);
  }

  /** An update entry of the audited record the document belongs to (none for other owners). */
  private async recordInTrail(row: DocumentRow, summary: string): Promise<void> {
    const type = AUDITED_OWNERS[row.entityTypeId];
    if (type) await this.audit.changed({ type, id: row.entityId }, undefined, undefined, { summary });
  }

  /** Every document of an entity, rows and files; call it once the entity's own removal committed. */
  async removeAllFor(entityTypeId: number, entityId: number): Promise<number> {
    const rows = await this.repo.deleteFor(entityTypeId, entityId);
    for (const row of rows) await this.deleteStored(row.storageKey);
    return rows.length;
  }

  private async find(id: number): Promise<DocumentWithUploader> {
    return found(await this.queries.findById(id), documentMessages.notFound);
  }

  /** A file left behind wastes space but harms nobody: the answer does not fail for it. */
  private async deleteStored(storageKey: string): Promise<void> {
    try {
      await this.storage.delete(storageKey);
    } catch (error) {
      this.log.warn({ err: error, storageKey }, 'could not delete a stored file');
    }
  }
}

function toWire(row: DocumentWithUploader): DocumentInfo {
  return {
    id: row.id,
    entityTypeId: row.entityTypeId,
    entityId: row.entityId,
    documentType: row.documentType,
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.sizeBytes,
    uploadedBy: row.uploadedBy === null ? null : { id: row.uploadedBy, name: row.uploaderName ?? '' },
    createdAt: isoString(row.createdAt),
  };
}

/** Server-made keys: nothing of the user's file name reaches the file system. */
function newStorageKey(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `documents/${now.getUTCFullYear()}/${month}/${crypto.randomUUID()}`;
}

/** Bidirectional-text controls can disguise an extension ("invoice\u202Efdp.exe"). */
const BIDI_CONTROLS = new Set([
  0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);

/** The name as the user's machine knew it: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base.normalize('NFC')]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f && !BIDI_CONTROLS.has(code);
    })
    .join('')
    .trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) return 'document';
  const chars = [...cleaned];
  if (chars.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const ext = [...path.extname(cleaned)];
  const keep = ext.length < 16 ? ext : [];
  return chars.slice(0, MAX_FILE_NAME_LENGTH - keep.length).join('') + keep.join('');
}

/** A PNG uploaded as "scan.pdf" downloads as "scan.png", so the user's machine opens it right. */
function downloadName(originalName: string, mimeType: AcceptedMimeType): string {
  const ext = path.extname(originalName);
  const allowed = EXTENSIONS[mimeType];
  if (allowed.includes(ext.toLowerCase())) return originalName;
  const base = ext ? originalName.slice(0, -ext.length) : originalName;
  return `${base || 'document'}${allowed[0] ?? ''}`;
}
