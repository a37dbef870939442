import { LOAD_STATUS_NAMES, type LoadStatusId } from '@fletx/contract/load-status';
import { loadMessages } from '@fletx/contract/loads';
import {
  type DriverReportBody,
  REPORT_STATUS,
  REPORT_STATUS_NAMES,
  REPORT_TYPE,
  type Report,
  type ReportCounts,
  type ReportDetail,
  reportMessages,
} from '@fletx/contract/reports';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { CarrierClock } from '../../lib/carrier-day';
import { nameOfCode } from '../../lib/code-name';
import { driverTime } from '../../lib/driver-time';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { LiveEvents } from '../../lib/live-events';
import { type PageRequest, pageInfo } from '../../lib/paging';
import type { LoadActor, LoadsService } from '../loads/loads.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ReportFilters, ReportsQueries } from '../read-model/reports.queries';
import type { UsersService } from '../users/users.service';
import { toCommentWire } from './reports.mapper';
import { ReportsRepository } from './reports.repository';

const statusName = (id: number) => nameOfCode(REPORT_STATUS_NAMES, id);

/** What the reports list filters by: `date`, yyyy-MM-dd, a day of creation. */
export type ReportListFilters = Omit<ReportFilters, 'created'> & { date?: string | undefined };

/** Reports and alerts (docs/product.md "Reports and alerts"). */
export class ReportsService {
  private readonly repo: ReportsRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly queries: ReportsQueries,
    private readonly loads: LoadsService,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
    private readonly clock: CarrierClock,
    /** Open screens hear of every new or changed report at once. */
    private readonly live: LiveEvents,
  ) {
    this.repo = new ReportsRepository(uow);
  }

  /**
   * A driver's report on their own load. A cancellation request moves the load to 15 (409 when the load
   * cannot be cancelled from where it is); both publish a notification, all in one transaction. `at` (the
   * driver API's time rule) is when it happened: the report's creation time and the cancellation's history.
   */
  async create(loadId: number, body: DriverReportBody, actor: LoadActor): Promise<ReportDetail> {
    const at = body.at === undefined ? undefined : driverTime(this.clock, body.at, 'body.at');
    const id = await this.uow.transaction(async () => {
      const load = await this.queries.load(loadId);
      if (!load) throw notFound(loadMessages.notFound);
      if (load.driverId !== actor.userId) throw forbidden(reportMessages.notYourLoad);
      const cancellation = body.type === 'cancellation';
      if (cancellation) await this.loads.transition(loadId, 'requestCancellation', actor, body.text, at);
      const row = await this.repo.insert({
        ...(at ? { createdAt: at } : {}),
        loadId,
        driverId: actor.userId,
        reportTypeId: cancellation ? REPORT_TYPE.cancellation : REPORT_TYPE.alert,
        kind: cancellation ? null : (body.kind ?? 'other'),
        text: body.text,
        lat: body.lat ?? null,
        lon: body.lon ?? null,
      });
      const driver = await this.users.nameOf(actor.userId);
      await this.notifications.publish({
        type: cancellation ? 'cancellation_request' : 'report',
        title: cancellation
          ? reportMessages.cancellationTitle(load.idNumber)
          : reportMessages.alertTitle(load.idNumber),
        body: `${driver}: ${body.text}`,
        entity: { type: 'report', id: row.id },
      });
      await this.live.publish('report', { reportId: row.id, loadId, change: 'created' });
      return row.id;
    });
    return this.get(id);
  }

  async get(id: number): Promise<ReportDetail> {
    const report = await this.queries.report(id);
    if (!report) throw notFound(reportMessages.notFound);
    const comments = await this.repo.comments(id);
    return { ...report, comments: comments.map(toCommentWire) };
  }

  async byLoad(loadId: number): Promise<Report[]> {
    return this.queries.byLoad(loadId);
  }

  /** The list's filters; `date` is a day of creation, the carrier's (the rows show times of its zone). */
  private async filtersOf({ date, ...rest }: ReportListFilters): Promise<ReportFilters> {
    return date ? { ...rest, created: (await this.clock.days()).window(date, date) } : rest;
  }

  async list(filters: ReportListFilters, request: PageRequest) {
    const { items, total } = await this.queries.page(await this.filtersOf(filters), request);
    return { info: items, page: pageInfo(request, total) };
  }

  /** Every report matching the filters, a batch at a time, as the list shows them (`format=csv`). */
  async *csvRows(filters: ReportListFilters): AsyncGenerator<Report[]> {
    yield* this.queries.batches(await this.filtersOf(filters));
  }

  async counts(): Promise<ReportCounts> {
    const rows = await this.repo.countByType();
    const of = (type: number) => rows.find((r) => r.typeId === type)?.n ?? 0;
    const alerts = of(REPORT_TYPE.alert);
    const cancellationRequests = of(REPORT_TYPE.cancellation);
    return { total: alerts + cancellationRequests, alerts, cancellationRequests };
  }

  /**
   * A staff comment, optionally moving the status forward (Pending → In progress → Resolved; never back,
   * 409). A cancellation request is resolved only by accepting or rejecting it.
   */
  async comment(id: number, comment: string, status: number | undefined, actor: LoadActor) {
    await this.uow.transaction(async () => {
      const report = await this.repo.lock(id);
      if (!report) throw notFound(reportMessages.notFound);
      const from = report.statusReportId;
      const to = status ?? from;
      if (to < from) throw conflict(reportMessages.backwards(statusName(from), statusName(to)));
      if (to !== from && to === REPORT_STATUS.resolved && report.reportTypeId === REPORT_TYPE.cancellation)
        throw conflict(reportMessages.useCancellationActions);
      await this.record(id, from, to, comment, actor);
    });
    return this.get(id);
  }

  /** Accepts (load → 1) or rejects (load back to where it was) a cancellation request; resolves it. */
  async decide(id: number, accept: boolean, comment: string, actor: LoadActor) {
    await this.uow.transaction(async () => {
      const report = await this.repo.lock(id);
      if (!report) throw notFound(reportMessages.notFound);
      if (report.reportTypeId !== REPORT_TYPE.cancellation) throw conflict(reportMessages.notCancellation);
      if (report.statusReportId === REPORT_STATUS.resolved) throw conflict(reportMessages.alreadyResolved);
      const result = await this.loads.transition(
        report.loadId,
        accept ? 'acceptCancellation' : 'rejectCancellation',
        actor,
        comment,
      );
      const note = `${comment.trim()} (${accept ? 'accepted' : 'rejected'}; load ${LOAD_STATUS_NAMES[result.to as LoadStatusId]})`;
      await this.record(id, report.statusReportId, REPORT_STATUS.resolved, note, actor);
    });
    return this.get(id);
  }

  private async record(id: number, from: number, to: number, comment: string, actor: LoadActor) {
    const name = await this.users.nameOf(actor.userId);
    await this.repo.addComment({
      reportId: id,
      authorId: actor.userId,
      authorName: name,
      comment: comment.trim(),
      statusFrom: from,
      statusTo: to,
    });
    await this.repo.setStatus(id, { statusReportId: to, modifiedBy: actor.userId, modifiedByName: name });
    const report = await this.repo.lock(id);
    if (report) await this.live.publish('report', { reportId: id, loadId: report.loadId, change: 'updated' });
  }
}
