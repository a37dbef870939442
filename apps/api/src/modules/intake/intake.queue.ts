import { type IntakeFields, intakeMessages } from '@fletx/contract/intake';
import type { StoredIntakePage } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { BackgroundDrain } from '../../lib/background-drain';
import type { LiveEvents } from '../../lib/live-events';
import { type FileStorage, readAll } from '../../lib/storage';
import type { IntakeLlm } from './intake.llm';
import { brokerKeyOf } from './intake.mapper';
import type { IntakeMatching } from './intake.matching';
import type { DraftRow, IntakeRepository } from './intake.repository';
import { extractDocument, type Layout, ReadFailure, readFields } from './reading/index';

/** A rate confirmation names at least a stop, a rate or the broker's load number; a letter or an invoice none. */
const looksLikeLoad = (fields: IntakeFields) =>
  fields.stops.length > 0 || fields.rate !== null || fields.brokerLoadNumber !== null;

/** How long a reader holds a draft; past it, the draft is another process's to read (its reader stopped). */
const LEASE_SECONDS = 600;
/** A draft whose readers stopped this many times is failed rather than read again. */
const MAX_ATTEMPTS = 3;
/** The queue looks for drafts no process is reading (left by a stopped one) this often. */
const SWEEP_MS = 60_000;
/** A rate confirmation is a page or a few: beyond this, it is something else. */
export const MAX_PAGES = 10;

/** The storage key of a draft's rendered page. */
export const pageKey = (storageKey: string, number: number) => `${storageKey}-page-${number}`;

/**
 * Reads pending drafts off the request path (docs/product.md "Rate confirmations"), one document at a time
 * per process: `kick` after an upload, a sweep at start and every minute for drafts a stopped process left.
 * Each draft is claimed through the database, so the processes of one database never read one twice.
 * A failure of one document fails that draft, never the queue.
 */
export class IntakeQueue extends BackgroundDrain {
  constructor(
    uow: UnitOfWork,
    private readonly repo: IntakeRepository,
    private readonly storage: FileStorage,
    private readonly matching: IntakeMatching,
    private readonly live: LiveEvents,
    log: { warn(details: object, message: string): void },
    /** The model asked for what the rules left uncertain (INTAKE_LLM_URL); none: the rules alone. */
    private readonly llm?: IntakeLlm,
  ) {
    super(uow, log, 'intake queue', SWEEP_MS);
  }

  protected async drain(): Promise<void> {
    while (!this.stopping) {
      const draft = await this.repo.claimPending(LEASE_SECONDS);
      if (!draft) return;
      await this.readOne(draft);
    }
  }

  private async readOne(draft: DraftRow): Promise<void> {
    if (draft.attempts > MAX_ATTEMPTS) {
      await this.finish(draft.id, { status: 'failed', reason: intakeMessages.notRead });
      return;
    }
    let pages: StoredIntakePage[] = [];
    try {
      const bytes = await readAll(await this.storage.get(draft.storageKey));
      const { rendered, ...doc } = await extractDocument(bytes, draft.mimeType, { maxPages: MAX_PAGES });
      const first = readFields(doc);
      const key = brokerKeyOf(first.fields, draft.sender);
      const layout = key ? await this.repo.layoutOf(key) : undefined;
      const ruled = layout ? readFields(doc, layout as Layout) : first;
      // The rules alone say whether this is a rate confirmation: a model would find a load in any letter.
      if (!looksLikeLoad(ruled.fields)) throw new ReadFailure(intakeMessages.notRateConfirmation);
      const read = this.llm ? await this.llm.improve(doc, ruled) : ruled;
      for (const page of rendered) {
        const storageKey = pageKey(draft.storageKey, page.number);
        await this.storage.put(storageKey, page.png);
        pages.push({ number: page.number, width: page.width, height: page.height, storageKey });
      }
      const matches = await this.matching.of(draft.id, read.fields);
      const saved = await this.finish(draft.id, {
        status: 'parsed',
        reason: null,
        fields: read.fields,
        confidence: read.confidence,
        sources: read.sources,
        pages,
        words: doc,
        method: read.usedLayout ? 'layout' : doc.method,
        ...matches,
      });
      // Discarded while it was read: its pages go with it.
      if (!saved) await this.removePages(pages);
    } catch (error) {
      await this.removePages(pages);
      pages = [];
      if (!(error instanceof ReadFailure))
        this.log.warn({ err: error, draftId: draft.id }, 'a rate confirmation could not be read');
      const reason = error instanceof ReadFailure ? error.reason : intakeMessages.notRead;
      await this.finish(draft.id, { status: 'failed', reason });
    }
  }

  /** The draft as read (or failed), announced on the live stream in the same transaction. */
  private finish(id: number, values: Parameters<IntakeRepository['finishReading']>[1]) {
    return this.uow.transaction(async () => {
      const row = await this.repo.finishReading(id, values);
      if (row) await this.live.publish('intake', { draftId: id, status: row.status });
      return row;
    });
  }

  private async removePages(pages: StoredIntakePage[]): Promise<void> {
    for (const page of pages) {
      try {
        await this.storage.delete(page.storageKey);
      } catch (error) {
        this.log.warn({ err: error, storageKey: page.storageKey }, 'could not delete a stored page');
      }
    }
  }
}
