import { LOAD_STATUS_NAMES, type LoadStatusId } from '@fletx/contract/load-status';
import {
  type DriverReportBody,
  REPORT_STATUS,
  REPORT_STATUS_NAMES,
  REPORT_TYPE,
  type Report,
  type ReportCounts,
  type ReportDetail,
  type ReportStatusId,
  reportMessages,
} from '@fletx/contract/reports';
import type { DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { LoadActor, LoadsService } from '../loads/loads.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { toCommentWire, toReportWire } from './reports.mapper';
import { type ReportFilters, ReportsRepository } from './reports.repository';

const statusName = (id: number) => REPORT_STATUS_NAMES[id as ReportStatusId] ?? String(id);

/** Reports and alerts (spec loads §2 reports/alerts, §4 report statuses, §7 Reports and alerts). */
export class ReportsService {
  private readonly repo: ReportsRepository;

  constructor(
    private readonly db: DbOrTx,
    private readonly loads: LoadsService,
    private readonly notifications: NotificationsService,
  ) {
    this.repo = new ReportsRepository(db);
  }

  /**
   * A driver's report on their own load. A cancellation request moves the load to 15 (409 when the load
   * cannot be cancelled from where it is); both publish a notification, all in one transaction.
   */
  async create(loadId: number, body: DriverReportBody, actor: LoadActor): Promise<ReportDetail> {
    const id = await this.db.transaction(async (tx) => {
      const load = await this.repo.load(loadId, tx);
      if (!load) throw notFound('Load not found');
      if (load.driverId !== actor.userId) throw forbidden(reportMessages.notYourLoad);
      const cancellation = body.type === 'cancellation';
      if (cancellation) await this.loads.transition(loadId, 'requestCancellation', actor, body.text, tx);
      const row = await this.repo.insert(
        {
          loadId,
          driverId: actor.userId,
          reportTypeId: cancellation ? REPORT_TYPE.cancellation : REPORT_TYPE.alert,
          kind: cancellation ? null : (body.kind ?? 'other'),
          text: body.text,
          lat: body.lat ?? null,
          lon: body.lon ?? null,
        },
        tx,
      );
      const driver = await this.repo.userName(actor.userId, tx);
      await this.notifications.publish(
        {
          type: cancellation ? 'cancellation_request' : 'report',
          title: cancellation
            ? reportMessages.cancellationTitle(load.idNumber)
            : reportMessages.alertTitle(load.idNumber),
          body: `${driver}: ${body.text}`,
          entity: { type: 'report', id: row.id },
        },
        tx,
      );
      return row.id;
    });
    return this.get(id);
  }

  async get(id: number, db: DbOrTx = this.db): Promise<ReportDetail> {
    const row = await this.repo.findById(id, db);
    if (!row) throw notFound(reportMessages.notFound);
    const comments = await this.repo.comments(id, db);
    return { ...toReportWire(row), comments: comments.map(toCommentWire) };
  }

  async byLoad(loadId: number): Promise<Report[]> {
    return (await this.repo.byLoad(loadId)).map(toReportWire);
  }

  /** `page` is 0-based (the spec's client sends page-1). */
  async list(filters: ReportFilters, page: number, take: number) {
    const { rows, total } = await this.repo.page(filters, take, page * take);
    return { info: rows.map(toReportWire), total };
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
    await this.db.transaction(async (tx) => {
      const report = await this.repo.lock(id, tx);
      if (!report) throw notFound(reportMessages.notFound);
      const from = report.statusReportId;
      const to = status ?? from;
      if (to < from) throw conflict(reportMessages.backwards(statusName(from), statusName(to)));
      if (to !== from && to === REPORT_STATUS.resolved && report.reportTypeId === REPORT_TYPE.cancellation)
        throw conflict(reportMessages.useCancellationActions);
      await this.record(id, from, to, comment, actor, tx);
    });
    return this.get(id);
  }

  /** Accepts (load → 1) or rejects (load back to where it was) a cancellation request; resolves it. */
  async decide(id: number, accept: boolean, comment: string, actor: LoadActor) {
    await this.db.transaction(async (tx) => {
      const report = await this.repo.lock(id, tx);
      if (!report) throw notFound(reportMessages.notFound);
      if (report.reportTypeId !== REPORT_TYPE.cancellation) throw conflict(reportMessages.notCancellation);
      if (report.statusReportId === REPORT_STATUS.resolved) throw conflict(reportMessages.alreadyResolved);
      const result = await this.loads.transition(
        report.loadId,
        accept ? 'acceptCancellation' : 'rejectCancellation',
        actor,
        comment,
        tx,
      );
      const note = `${comment.trim()} (${accept ? 'accepted' : 'rejected'}; load ${LOAD_STATUS_NAMES[result.to as LoadStatusId]})`;
      await this.record(id, report.statusReportId, REPORT_STATUS.resolved, note, actor, tx);
    });
    return this.get(id);
  }

  private async record(id: number, from: number, to: number, comment: string, actor: LoadActor, tx: DbOrTx) {
    const name = await this.repo.userName(actor.userId, tx);
    await this.repo.addComment(
      {
        reportId: id,
        authorId: actor.userId,
        authorName: name,
        comment: comment.trim(),
        statusFrom: from,
        statusTo: to,
      },
      tx,
    );
    await this.repo.setStatus(id, { statusReportId: to, modifiedBy: actor.userId, modifiedByName: name }, tx);
  }
}
