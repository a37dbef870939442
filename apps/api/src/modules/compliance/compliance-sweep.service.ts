import crypto from 'node:crypto';
import { type ComplianceItem, fallsDue, warningThreshold } from '@fletx/contract/compliance';
import { complianceMessages } from '@fletx/contract/compliance-messages';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { CarrierDays } from '../../lib/carrier-day';
import type { LiveEvents } from '../../lib/live-events';
import { repeatEvery } from '../../lib/repeat';
import type { MailOutbox } from '../mail/mail-outbox.service';
import type { NotificationEvent, NotificationsService } from '../notifications/notifications.service';
import type { ComplianceQueries } from '../read-model/compliance.queries';
import { ComplianceRepository, type NewComplianceWarning } from './compliance.repository';
import { digestMail } from './compliance-digest';
import type { MaintenanceWarning } from './maintenance-items.mapper';

/** How often the sweep runs (docs/product.md "Compliance": at start and hourly). */
const SWEEP_MS = 3_600_000;

/**
 * What one sweep looks at: the carrier's day and hour (docs/decisions/0070-carriers-day.md), the day's items
 * (documents and schedules) and the schedules' warnings.
 */
export interface SweepInput {
  days: Pick<CarrierDays, 'today' | 'hour'>;
  items: ComplianceItem[];
  maintenance: MaintenanceWarning[];
}

/**
 * The warnings ahead of time (docs/product.md "Compliance"): at start and hourly, a bell notification per item
 * and threshold reached, never twice; then, from the digest hour on, the day's digest mail to Carriers and Admin
 * users unless nothing changed since the last one. Any process may call it; one runs it at a time.
 */
export class ComplianceSweep {
  private readonly repo: ComplianceRepository;
  private stopTimer: (() => void) | undefined;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: Pick<ComplianceQueries, 'digestRecipients'>,
    private readonly notifications: Pick<NotificationsService, 'publish'>,
    private readonly outbox: Pick<MailOutbox, 'enqueue' | 'kick'>,
    private readonly live: LiveEvents,
    private readonly options: { digestHour: number },
    private readonly log: { warn(details: object, message: string): void },
    private readonly input: () => Promise<SweepInput>,
  ) {
    this.repo = new ComplianceRepository(uow);
  }

  async sweep(): Promise<{ ran: boolean; warnings: number; digestMails: number }> {
    const result = await this.uow.transaction(async () => {
      if (!(await this.repo.tryLock())) return { ran: false, warnings: 0, digestMails: 0 };
      const { days, items, maintenance } = await this.input();
      let warnings = 0;
      for (const item of items) if (await this.warnDocument(item)) warnings++;
      for (const w of maintenance) if (await this.warn(w.key, w, w.item)) warnings++;
      const digestMails = await this.digest(days, items);
      return { ran: true, warnings, digestMails };
    });
    if (result.digestMails > 0) this.outbox.kick();
    return result;
  }

  /** A dated document that reached a threshold (30, 14, 7, 1 days before, the day). */
  private async warnDocument(item: ComplianceItem): Promise<boolean> {
    if (item.expiresOn === null || item.daysLeft === null || item.detail !== undefined) return false;
    const threshold = warningThreshold(item.daysLeft);
    if (threshold === undefined) return false;
    const { entityType, entityId, expiresOn } = item;
    return this.warn(
      { entityType, entityId, item: item.item, expiresOn, threshold },
      {
        title: complianceMessages.warningTitle(
          item.label,
          item.entityName,
          item.daysLeft,
          fallsDue(item.item),
        ),
        body: complianceMessages.warningBody(expiresOn, fallsDue(item.item)),
      },
      item,
    );
  }

  /** The bell for a warning not sent yet under its key, and the live event. */
  private async warn(
    key: NewComplianceWarning,
    text: Pick<NotificationEvent, 'title' | 'body'>,
    item: Pick<ComplianceItem, 'entityType' | 'entityId' | 'link'>,
  ): Promise<boolean> {
    if (!(await this.repo.recordWarning(key))) return false;
    await this.notifications.publish({
      type: 'compliance',
      ...text,
      entity: { type: item.entityType, id: item.entityId },
      link: item.link,
    });
    await this.live.publish('compliance', { entityType: item.entityType, entityId: item.entityId });
    return true;
  }

  /**
   * The day's digest, once a carrier's day from `digestHour` on the carrier's clock (carrier settings' time
   * zone, as the office reads its mail): the expired, expiring and missing items; none when they are what the
   * last digest said (a fingerprint of the items and their states), or when there are none.
   */
  private async digest(days: SweepInput['days'], items: ComplianceItem[]): Promise<number> {
    if (days.hour < this.options.digestHour) return 0;
    const today = days.today;
    if (await this.repo.digestOf(today)) return 0;
    const fingerprint = crypto
      .createHash('sha256')
      .update(
        JSON.stringify(items.map((i) => [i.entityType, i.entityId, i.item, i.expiresOn, i.state, i.blocks])),
      )
      .digest('hex');
    const last = await this.repo.lastMailedDigest();
    const unchanged = items.length === 0 || last?.fingerprint === fingerprint;
    const recipients = unchanged ? [] : await this.queries.digestRecipients();
    const mails = recipients.map((r) => digestMail(r, items));
    if (!(await this.repo.recordDigest(today, fingerprint, mails.length))) return 0;
    if (mails.length > 0) await this.outbox.enqueue(mails);
    return mails.length;
  }

  /** Runs a sweep now and every hour, in the background (errors are logged, never thrown). */
  start(): void {
    this.stopTimer = repeatEvery(SWEEP_MS, () => this.run());
  }

  async stop(): Promise<void> {
    this.stopTimer?.();
    this.stopTimer = undefined;
    await this.sweeping;
  }

  private run(): void {
    if (this.sweeping) return;
    this.sweeping = this.uow
      .detached(() => this.sweep())
      .catch((error: unknown) => this.log.warn({ err: error }, 'compliance sweep failed'))
      .finally(() => {
        this.sweeping = undefined;
      });
  }
}
