import crypto from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@fletx/contract/constants';
import {
  INTAKE_MIME_TYPES,
  type IntakeDraft,
  type IntakeFields,
  type IntakeListQuery,
  type IntakeLoadInput,
  type IntakeMimeType,
  type IntakeSource,
  intakeMessages,
} from '@fletx/contract/intake';
import { type Load, loadBody } from '@fletx/contract/loads';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, found, notFound } from '../../lib/errors';
import { detectFileType } from '../../lib/file-type';
import type { LiveEvents } from '../../lib/live-events';
import { itemsPageOf, pageRequest } from '../../lib/paging';
import { parseBody } from '../../lib/parse-body';
import type { Principal } from '../../lib/principal';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
import { type FileStorage, readAll, StoredFileNotFoundError } from '../../lib/storage';
import { cleanFileName } from '../documents/documents.service';
import type { LoadsService } from '../loads/loads.service';
import type { IntakeQueries } from '../read-model/intake.queries';
import type { IntakeLlm } from './intake.llm';
import { brokerKeyOf, EMPTY_FIELDS, NO_CONFIDENCE, toDraftWire, toLoadInput } from './intake.mapper';
import { IntakeMatching } from './intake.matching';
import { IntakeQueue } from './intake.queue';
import { type DraftRow, IntakeRepository } from './intake.repository';
import { tooLarge } from './intake.upload';
import { type ExtractedDocument, type Layout, learnLayout } from './reading/index';

/**
 * A draft in the audit trail: its arrival (uploaded by whom, or mailed) and a person's corrections, so a stale
 * correction's 412 names who and when.
 */
const draftTarget = (id: number) => ({ type: 'rateConfirmationDraft' as const, id });
/** The file a draft was read from, or one of its rendered pages. */
export interface DraftFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** What `receive` is given: an uploaded file, or an attachment of a mail (modules/intake mailbox reader). */
export interface Received {
  bytes: Buffer;
  fileName: string;
  source: IntakeSource;
  /** The sender's address of a mail. */
  sender?: string | null;
  /** The user who uploaded it; none for a mail. */
  createdBy?: number | null;
}

const isReadable = (type: string | undefined | null): type is IntakeMimeType =>
  (INTAKE_MIME_TYPES as ReadonlyArray<string | undefined | null>).includes(type);

const unsupported = () => new AppError('UnsupportedMediaType', intakeMessages.unsupported);

/**
 * Rate confirmations in (docs/product.md "Rate confirmations"): a file becomes a draft at once, read in the
 * background (IntakeQueue); a person corrects it (which teaches the broker's layout) and turns it into a load
 * through the loads service, as the load form does.
 */
export class IntakeService {
  private readonly repo: IntakeRepository;
  private readonly matching: IntakeMatching;
  /** Reads pending drafts in the background; `queue.idle()` waits for it (tests). */
  readonly queue: IntakeQueue;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly storage: FileStorage,
    queries: IntakeQueries,
    private readonly loads: LoadsService,
    private readonly live: LiveEvents,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    private readonly log: { warn(details: object, message: string): void },
    llm?: IntakeLlm,
  ) {
    this.repo = new IntakeRepository(uow);
    this.matching = new IntakeMatching(this.repo, queries);
    this.queue = new IntakeQueue(uow, this.repo, storage, this.matching, live, log, llm);
  }

  /**
   * A file in (uploaded or mailed): PDF, PNG or JPEG by its bytes (else 415), not empty (400), at most
   * MAX_UPLOAD_BYTES (413). The same bytes again answer the earlier draft (`duplicate`); otherwise the file is
   * stored, its draft `pending` is written and the queue reads it.
   */
  async receive(file: Received): Promise<{ draft: IntakeDraft; duplicate: boolean }> {
    if (file.bytes.length === 0) throw badRequest(intakeMessages.empty);
    if (file.bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
    const mimeType = detectFileType(file.bytes, '');
    if (!isReadable(mimeType)) throw unsupported();
    const sha256 = crypto.createHash('sha256').update(file.bytes).digest('hex');
    const earlier = await this.repo.firstWithSha(sha256);
    if (earlier) return { draft: { ...toDraftWire(earlier), duplicateOf: earlier.id }, duplicate: true };

    const storageKey = newStorageKey(this.clock.now());
    await this.storage.put(storageKey, file.bytes);
    let row: DraftRow | undefined;
    try {
      row = await this.uow.transaction(async () => {
        const inserted = await this.repo.insertNew({
          source: file.source,
          fileName: cleanFileName(file.fileName),
          mimeType,
          sizeBytes: file.bytes.length,
          storageKey,
          sha256,
          sender: file.sender?.trim() || null,
          createdBy: file.createdBy ?? null,
          fields: EMPTY_FIELDS,
          confidence: NO_CONFIDENCE,
        });
        if (inserted) {
          const summary = intakeMessages.receivedFrom(inserted.source, inserted.fileName, inserted.sender);
          await this.audit.created(draftTarget(inserted.id), toDraftWire(inserted), {
            summary,
            version: inserted.version,
          });
        }
        return inserted;
      });
    } catch (error) {
      await this.deleteStored([storageKey]);
      throw error;
    }
    if (!row) {
      // The same bytes arrived through another request or process meanwhile: its draft answers.
      await this.deleteStored([storageKey]);
      const first = await this.repo.firstWithSha(sha256);
      if (!first) throw new Error('a draft of these bytes was there a moment ago');
      return { draft: { ...toDraftWire(first), duplicateOf: first.id }, duplicate: true };
    }
    // The inbox on every open screen shows it at once (a mailed one above all).
    await this.live.publish('intake', { draftId: row.id, status: row.status });
    this.queue.kick();
    return { draft: toDraftWire(row), duplicate: false };
  }

  /** Newest first, of one status or all. */
  async list(query: IntakeListQuery) {
    const request = pageRequest(query);
    const { rows, total } = await this.repo.page(query.status, request);
    return itemsPageOf(rows.map(toDraftWire), total, request);
  }

  /** The draft and its version (the answer's `ETag`). */
  async get(id: number): Promise<Saved<IntakeDraft>> {
    const row = await this.find(id);
    return { data: toDraftWire(row), version: row.version };
  }

  /** The file the draft was read from. */
  async file(id: number): Promise<DraftFile> {
    const row = await this.find(id);
    return { fileName: row.fileName, mimeType: row.mimeType, bytes: await this.read(row.storageKey) };
  }

  /** A rendered page of the draft (PNG). */
  async page(id: number, number: number): Promise<DraftFile> {
    const row = await this.find(id);
    const page = found(
      row.pages.find((p) => p.number === number),
      intakeMessages.pageNotFound,
    );
    return {
      fileName: `${row.fileName.replace(/\.[^.]*$/, '')}-page-${number}.png`,
      mimeType: 'image/png',
      bytes: await this.read(page.storageKey),
    };
  }

  /**
   * A person's corrections: stored as the draft's fields (a failed draft becomes `parsed`: a person read it),
   * its broker and duplicates found again, and the broker's layout learnt from them.
   */
  async update(id: number, fields: IntakeFields, expected?: ExpectedVersion): Promise<Saved<IntakeDraft>> {
    return this.audit.guarded(draftTarget(id), async () => {
      const row = foundAtVersion(await this.repo.lockById(id), expected, intakeMessages.notFound);
      if (row.status === 'pending') throw conflict(intakeMessages.stillBeingRead);
      if (row.status === 'loaded' && row.loadId !== null)
        throw conflict(intakeMessages.alreadyLoaded(row.loadId));
      const matches = await this.matching.of(id, fields);
      const key = brokerKeyOf(fields, row.sender);
      if (key && row.words) {
        const previous = (await this.repo.layoutOf(key)) as Layout | undefined;
        await this.repo.saveLayout(key, learnLayout(row.words as ExtractedDocument, fields, previous));
      }
      const updated = found(
        await this.repo.update(id, { status: 'parsed', reason: null, fields, ...matches }),
        intakeMessages.notFound,
      );
      const options = { summary: intakeMessages.corrected, version: updated.version };
      await this.audit.changed(draftTarget(id), toDraftWire(row), toDraftWire(updated), options);
      return { data: toDraftWire(updated), version: updated.version };
    });
  }

  /**
   * The load from the draft (docs/product.md "Rate confirmations"): its fields as the load form's body, with
   * what the request gives instead (the driver at least), checked and created as the load form creates
   * (LoadsService.create). The draft becomes `loaded`; once only (409).
   */
  async createLoad(
    id: number,
    override: IntakeLoadInput,
    actor: Pick<Principal, 'userId' | 'role'>,
  ): Promise<Load> {
    return this.uow.transaction(async () => {
      const row = await this.locked(id);
      if (row.loadId !== null) throw conflict(intakeMessages.alreadyLoaded(row.loadId));
      if (row.status === 'pending') throw conflict(intakeMessages.notReady);
      const brokerId = row.brokerId ?? (await this.matching.broker(row.fields));
      const given = Object.fromEntries(Object.entries(override).filter(([, v]) => v !== undefined));
      if (brokerId === null && given.broker_id === undefined && row.fields.brokerName) {
        const message = intakeMessages.brokerMissing(row.fields.brokerName);
        throw new AppError('ValidationError', message, [{ path: 'body.broker_id', message }]);
      }
      const body = parseBody(loadBody, { ...toLoadInput(row.fields, brokerId), ...given });
      const load = await this.loads.create(body, actor);
      await this.repo.update(id, { status: 'loaded', loadId: load.id });
      return load;
    });
  }

  /** Discards the draft: its row and its files (a draft made into a load leaves the load as it is). */
  async remove(id: number): Promise<IntakeDraft> {
    const row = found(await this.repo.deleteById(id), intakeMessages.notFound);
    await this.deleteStored([row.storageKey, ...row.pages.map((p) => p.storageKey)]);
    return toDraftWire(row);
  }

  private async find(id: number): Promise<DraftRow> {
    return found(await this.repo.findById(id), intakeMessages.notFound);
  }

  private async locked(id: number): Promise<DraftRow> {
    return found(await this.repo.lockById(id), intakeMessages.notFound);
  }

  private async read(storageKey: string): Promise<Buffer> {
    try {
      return await readAll(await this.storage.get(storageKey));
    } catch (error) {
      if (error instanceof StoredFileNotFoundError) throw notFound(intakeMessages.fileMissing);
      throw error;
    }
  }

  /** A file left behind wastes space but harms nobody: the answer does not fail for it. */
  private async deleteStored(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete(key);
      } catch (error) {
        this.log.warn({ err: error, storageKey: key }, 'could not delete a stored file');
      }
    }
  }
}

/** Server-made keys: nothing of the file's name reaches the storage. */
function newStorageKey(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `intake/${now.getUTCFullYear()}/${month}/${crypto.randomUUID()}`;
}
