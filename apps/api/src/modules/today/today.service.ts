import { addDays } from '@fletx/contract/compliance';
import { REPORT_STATUS } from '@fletx/contract/reports';
import { lastEndedPeriodEnd } from '@fletx/contract/settlements';
import { TODAY_QUEUE_DAYS, type TodaySummary } from '@fletx/contract/today';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { CarrierClock } from '../../lib/carrier-day';
import { isoString } from '../../lib/iso-time';
import type { ComplianceService } from '../compliance/compliance.service';
import type { DeliveryApprovalService } from '../delivery-approval/delivery-approval.service';
import type { DispatchService } from '../dispatch/dispatch.service';
import type { IntakeService } from '../intake/intake.service';
import type { InvoicesService } from '../invoices/invoices.service';
import type { MaintenanceService } from '../maintenance/maintenance.service';
import type { ReportsService } from '../reports/reports.service';
import type { SettlementsService } from '../settlements/settlements.service';

/** One row is enough: the lists' totals are the counts. */
const COUNT_ONLY = { page: 1, take: 1, offset: 0 };

export interface TodaySources {
  intake: Pick<IntakeService, 'list'>;
  dispatch: Pick<DispatchService, 'queueSize'>;
  reports: Pick<ReportsService, 'list'>;
  delivery: Pick<DeliveryApprovalService, 'list'>;
  compliance: Pick<ComplianceService, 'summary'>;
  maintenance: Pick<MaintenanceService, 'list'>;
  invoices: Pick<InvoicesService, 'list'>;
  settlements: Pick<SettlementsService, 'count'>;
  uow: Pick<UnitOfWork, 'all'>;
  carrierClock: Pick<CarrierClock, 'now' | 'today'>;
}

/**
 * The Today screen (docs/product.md "Today"): what waits on the office, each figure asked of the list it links
 * to, with the same filter, so the two always agree and each is as fast as its list.
 */
export class TodayService {
  constructor(private readonly sources: TodaySources) {}

  /** `sees`: whether the asker manages invoices and settlements (their figures are null otherwise). */
  async summary(sees: { invoices: boolean; settlements: boolean }): Promise<TodaySummary> {
    const { intake, dispatch, reports, delivery, compliance, maintenance, uow, carrierClock } = this.sources;
    const now = carrierClock.now();
    const drafts = (status: 'parsed' | 'failed') => intake.list({ status, page: 1, take: 1 });
    const reportsIn = (status: number) => reports.list({ status }, COUNT_ONLY);
    const schedules = (state: 'overdue' | 'due_soon') => maintenance.list({ state, page: 1, take: 1 });
    // The queue's pickups are read on their docks' clocks: the week ends at midnight there, counted from the
    // carrier's day.
    const end = new Date(`${addDays(await carrierClock.today(), TODAY_QUEUE_DAYS)}T00:00:00Z`);
    const [toReview, failed, unassigned, pending, inProgress, ended, items, overdue, dueSoon] = await uow.all(
      () => drafts('parsed'),
      () => drafts('failed'),
      () => dispatch.queueSize(end),
      () => reportsIn(REPORT_STATUS.pending),
      () => reportsIn(REPORT_STATUS.inProgress),
      () => delivery.list(undefined, COUNT_ONLY),
      () => compliance.summary(),
      () => schedules('overdue'),
      () => schedules('due_soon'),
    );
    return {
      asOf: isoString(now),
      rateConfirmations: { toReview: toReview.total, failed: failed.total },
      dispatch: { unassigned },
      reports: { pending: pending.page.itemCount, inProgress: inProgress.page.itemCount },
      deliveries: { toApprove: ended.page.itemCount },
      compliance: items,
      maintenance: { overdue: overdue.total, dueSoon: dueSoon.total },
      invoices: sees.invoices ? await this.invoices() : null,
      settlements: sees.settlements ? await this.settlementsToPay(now) : null,
    };
  }

  /** The unpaid settlements of weeks ended, as the Settlements screen lists them (status unpaid, weeks ended). */
  private async settlementsToPay(now: Date): Promise<NonNullable<TodaySummary['settlements']>> {
    const toPay = await this.sources.settlements.count({ status: 'unpaid', to: lastEndedPeriodEnd(now) });
    return { toPay };
  }

  private async invoices(): Promise<NonNullable<TodaySummary['invoices']>> {
    const list = (status: 'draft' | 'overdue') => this.sources.invoices.list({ status }, COUNT_ONLY);
    const [drafts, overdue] = await this.sources.uow.all(
      () => list('draft'),
      () => list('overdue'),
    );
    return {
      drafts: drafts.totals.count,
      overdue: overdue.totals.count,
      overdueBalance: overdue.totals.balance,
    };
  }
}
