import { staleRecordNouns } from '@fletx/contract/audit';
import { addDays, shownDay } from '@fletx/contract/compliance';
import {
  type IftaRates,
  type IftaRatesBody,
  type IftaReport,
  iftaDueOn,
  iftaMessages,
  isQuarterOver,
  quarterDays,
  quarterOf,
} from '@fletx/contract/ifta';
import type { UnitOfWork } from '../../db/unit-of-work';
import { type AuditTrail, lastSavedOf } from '../../lib/audit-trail';
import type { CarrierClock } from '../../lib/carrier-day';
import { AppError, conflict, invalidField } from '../../lib/errors';
import { assertVersion, type ExpectedVersion, NEVER_SAVED, type Saved } from '../../lib/record-version';
import { repeatEvery } from '../../lib/repeat';
import type { NotificationsService } from '../notifications/notifications.service';
import type { IftaQueries } from '../read-model/ifta.queries';
import { IftaRepository } from './ifta.repository';
import { computeIfta } from './ifta-report';

/** The bell warns this many days before each filing deadline (docs/product.md "IFTA"). */
export const DEADLINE_STEPS = [30, 7] as const;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The quarterly IFTA report (docs/product.md "IFTA"): miles from state_miles, fuel from the purchases, the
 * quarter's rates; a closed quarter answers its frozen snapshot until an Admin user reopens it.
 */
export class IftaService {
  private readonly repo: IftaRepository;
  private stopTimer: (() => void) | undefined;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: IftaQueries,
    private readonly notifications: Pick<NotificationsService, 'publish'>,
    private readonly audit: AuditTrail,
    private readonly clock: CarrierClock,
  ) {
    this.repo = new IftaRepository(uow);
  }

  /**
   * 400 for a quarter that has not started (nothing to report, and no guess); else whether it is over. Both
   * by the carrier's day.
   */
  private async started(year: number, quarter: number): Promise<{ over: boolean }> {
    const today = await this.clock.today();
    if (quarterDays(year, quarter).from > today)
      throw invalidField('querystring.quarter', iftaMessages.future);
    return { over: isQuarterOver(year, quarter, today) };
  }

  async report(year: number, quarter: number): Promise<IftaReport> {
    const { over } = await this.started(year, quarter);
    const closed = await this.repo.closed(year, quarter);
    if (closed) return { ...closed.snapshot, closed: true, closedAt: closed.closedAt.toISOString() };
    return this.compute(year, quarter, over);
  }

  /**
   * The quarter's figures by the carrier's days (docs/decisions/0070-carriers-day.md): its miles as dated by
   * the carrier's day, its purchases and gaps from the carrier's midnight that starts it to the one that ends it.
   */
  private async compute(year: number, quarter: number, over: boolean): Promise<IftaReport> {
    const { from, to } = quarterDays(year, quarter);
    const days = await this.clock.days();
    const window = { from: days.startOf(from), to: days.startOf(addDays(to, 1)) };
    const [miles, gallons, gaps, rates] = await this.uow.all(
      () => this.queries.milesByJurisdiction(from, to),
      () => this.queries.gallonsByJurisdiction(window),
      () => this.queries.gapsBetween(window),
      () => this.repo.rates(year, quarter),
    );
    return computeIfta({
      year,
      quarter,
      miles,
      gallons,
      rates,
      gaps,
      inProgress: !over,
      now: this.clock.now(),
    });
  }

  /** The quarter's rates with their version (`NEVER_SAVED` until first saved): the GET's answer and `ETag`. */
  async rates(year: number, quarter: number): Promise<Saved<IftaRates>> {
    const [rates, closed, set] = await this.uow.all(
      () => this.repo.rates(year, quarter),
      () => this.repo.closed(year, quarter),
      () => this.repo.rateSet(year, quarter),
    );
    return {
      data: { year, quarter, closed: closed !== undefined, rates },
      version: set?.version ?? NEVER_SAVED,
    };
  }

  /**
   * Replaces the quarter's rates at the version the request expects (docs/product.md "Stale edits": a 412
   * names who saved them meanwhile, and when); `by`: who saves them. 409 when the quarter is closed.
   */
  async saveRates(
    year: number,
    quarter: number,
    body: IftaRatesBody,
    by: number | null = null,
    version?: ExpectedVersion,
  ): Promise<Saved<IftaRates>> {
    const lastSaved = async () => lastSavedOf(await this.repo.rateSet(year, quarter));
    await this.audit.guardedSaved(staleRecordNouns.iftaRates, lastSaved, async () => {
      const set = await this.repo.rateSet(year, quarter, { forUpdate: true });
      assertVersion(set?.version ?? NEVER_SAVED, version);
      if (await this.repo.closed(year, quarter)) throw conflict(iftaMessages.closed);
      await this.repo.countRatesVersion(year, quarter, by, version);
      await this.repo.replaceRates(year, quarter, body.rates);
    });
    return this.rates(year, quarter);
  }

  /** Freezes the quarter's report as it is now (409 when it is not over or already closed). */
  async close(year: number, quarter: number, userId: number): Promise<IftaReport> {
    if (!(await this.started(year, quarter)).over) throw conflict(iftaMessages.notOver);
    return this.uow.transaction(async () => {
      if (await this.repo.closed(year, quarter)) throw conflict(iftaMessages.closed);
      const snapshot = await this.compute(year, quarter, true);
      const at = this.clock.now();
      await this.repo.close(year, quarter, snapshot, userId, at);
      return { ...snapshot, closed: true, closedAt: at.toISOString() };
    });
  }

  async reopen(year: number, quarter: number): Promise<IftaReport> {
    if (!(await this.repo.reopen(year, quarter))) throw new AppError('Conflict', iftaMessages.notClosed);
    return this.compute(year, quarter, (await this.started(year, quarter)).over);
  }

  /**
   * The bell 30 and 7 days before the last quarter's return is due (Apr 30, Jul 31, Oct 31, Jan 31), once per
   * quarter and step, while the quarter is not closed (closing it is what filing it means here).
   */
  async warnDeadlines(): Promise<number> {
    const today = await this.clock.today();
    const current = quarterOf(today);
    // Only the quarter just ended has its return due next; the current one is not over.
    const { year, quarter } =
      current.quarter === 1
        ? { year: current.year - 1, quarter: 4 }
        : { ...current, quarter: current.quarter - 1 };
    const due = iftaDueOn(year, quarter);
    const daysLeft = Math.round((Date.parse(due) - Date.parse(today)) / DAY_MS);
    const step = DEADLINE_STEPS.filter((s) => daysLeft <= s && daysLeft >= 0).at(-1);
    if (step === undefined) return 0;
    const warned = await this.uow.transaction(async () => {
      if (await this.repo.closed(year, quarter)) return false;
      if (!(await this.repo.markRaised(year, quarter, step))) return false;
      await this.notifications.publish({
        type: 'compliance',
        title: iftaMessages.deadline(year, quarter, shownDay(due), daysLeft),
        body: 'Review the report, then download it and close the quarter once filed.',
        link: `/fletx/ifta?year=${year}&quarter=${quarter}`,
      });
      return true;
    });
    return warned ? 1 : 0;
  }

  /** Checks the deadlines now and hourly, in the background (errors logged, never thrown). */
  start(log: { warn(details: object, message: string): void }): void {
    this.stopTimer = repeatEvery(HOUR_MS, () => {
      this.uow
        .detached(() => this.warnDeadlines())
        .catch((error: unknown) => log.warn({ err: error }, 'IFTA deadline check failed'));
    });
  }

  stop(): void {
    this.stopTimer?.();
    this.stopTimer = undefined;
  }
}
