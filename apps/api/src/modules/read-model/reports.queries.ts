import { REPORT_STATUS_NAMES, REPORT_TYPE_NAMES, type Report } from '@fletx/contract/reports';
import { and, type Column, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { newestFirst } from '../../db/keyset';
import type { TotalSelection } from '../../db/list-totals';
import { Repository } from '../../db/repository';
import { loadReports, loadSearchDocument, loads, userSearchDocument, users } from '../../db/schema';
import type { DayWindow } from '../../lib/carrier-day';
import { nameOfCode } from '../../lib/code-name';
import { isoString } from '../../lib/iso-time';
import type { PageRequest } from '../../lib/paging';
import { containsPattern } from '../../lib/search';

/** At most this many drivers and loads match a search (their ids are looked up first). */
const SEARCH_LIMIT = 500;

export interface ReportFilters {
  search?: string;
  type?: number;
  status?: number;
  /** When created: the instants of a day (the carrier's: `CarrierDays.window`). */
  created?: DayWindow;
}

const columns = {
  report: loadReports,
  idNumber: loads.idNumber,
  loadStatusId: loads.statusId,
  driverFirstName: users.firstName,
  driverLastName: users.lastName,
};

interface ReportWithLoad {
  report: typeof loadReports.$inferSelect;
  idNumber: string;
  loadStatusId: number;
  driverFirstName: string | null;
  driverLastName: string | null;
}

const REPORT_ORDER = newestFirst(loadReports, { under: 'report', by: 'createdAt' });

/**
 * What the reports and alerts screens read (docs/product.md "Reports and alerts"): reports with their load's
 * number and status and the driver's name, searched by load or driver; and the load a driver reports on.
 */
export class ReportsQueries extends Repository {
  private select(total?: TotalSelection) {
    return this.db
      .select({ ...columns, ...total })
      .from(loadReports)
      .innerJoin(loads, eq(loads.id, loadReports.loadId))
      .leftJoin(users, eq(users.id, loadReports.driverId));
  }

  /** Newest first. */
  private readonly listed = this.listOf('reports', loadReports, REPORT_ORDER, (total) =>
    this.select(total).$dynamic(),
  );

  async report(id: number): Promise<Report | undefined> {
    const [row] = await this.select().where(eq(loadReports.id, id));
    return row && toReportWire(row);
  }

  /** The reports of a load, newest first. */
  async byLoad(loadId: number): Promise<Report[]> {
    const rows = await this.select().where(eq(loadReports.loadId, loadId)).orderBy(desc(loadReports.id));
    return rows.map(toReportWire);
  }

  /** A page of reports, newest first, and how many match the filters. */
  async page(filters: ReportFilters, page: PageRequest): Promise<{ items: Report[]; total: number }> {
    const where = and(...(await this.conditions(filters)));
    const { rows, total } = await this.listed.page(where, page);
    return { items: rows.map(toReportWire), total };
  }

  /** Every report matching the filters, newest first, a batch at a time (keyset: `format=csv`). */
  async *batches(filters: ReportFilters): AsyncGenerator<Report[]> {
    const where = and(...(await this.conditions(filters)));
    for await (const rows of this.listed.batches(where)) yield rows.map(toReportWire);
  }

  /** The load a report is about: its number and driver; undefined when there is no such load. */
  async load(id: number): Promise<{ id: number; idNumber: string; driverId: number | null } | undefined> {
    const [row] = await this.db
      .select({ id: loads.id, idNumber: loads.idNumber, driverId: loads.driverId })
      .from(loads)
      .where(eq(loads.id, id));
    return row;
  }

  /**
   * The search matches the load (number, cities) or the driver (name, email) through their trigram indexes:
   * the ids are looked up first so the planner can OR two index scans on load_reports.
   */
  private async conditions(filters: ReportFilters): Promise<SQL[]> {
    const conditions: SQL[] = [];
    if (filters.type) conditions.push(eq(loadReports.reportTypeId, filters.type));
    if (filters.status) conditions.push(eq(loadReports.statusReportId, filters.status));
    const { from, to } = filters.created ?? {};
    if (from) conditions.push(gte(loadReports.createdAt, from));
    if (to) conditions.push(lt(loadReports.createdAt, to));
    const term = filters.search?.trim();
    if (term) {
      const [driverIds, loadIds] = await this.uow.all(
        async () =>
          this.db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.group, 'drivers'), sql`${userSearchDocument} LIKE ${containsPattern(term)}`))
            .limit(SEARCH_LIMIT),
        async () =>
          this.db
            .select({ id: loads.id })
            .from(loads)
            .where(sql`${loadSearchDocument} LIKE ${containsPattern(term)}`)
            .limit(SEARCH_LIMIT),
      );
      const alternatives = [
        sql`false`,
        ...oneOf(loadReports.driverId, driverIds),
        ...oneOf(loadReports.loadId, loadIds),
      ];
      conditions.push(sql`(${sql.join(alternatives, sql` OR `)})`);
    }
    return conditions;
  }
}

/** `column IN (ids)`, or nothing when there are no ids (an empty IN list is not SQL). */
function oneOf(column: Column, rows: ReadonlyArray<{ id: number }>): SQL[] {
  const ids = rows.map((r) => r.id);
  return ids.length > 0 ? [inArray(column, ids)] : [];
}

/**
 * A report on the wire (docs/product.md "Reports and alerts"), with its load's number and status and its
 * driver's name.
 */
function toReportWire(row: ReportWithLoad): Report {
  const r = row.report;
  return {
    id: r.id,
    loadbook_id: r.loadId,
    report_type_id: r.reportTypeId,
    report_type_name: nameOfCode(REPORT_TYPE_NAMES, r.reportTypeId),
    created_at: isoString(r.createdAt),
    status_report_id: r.statusReportId,
    status_name: nameOfCode(REPORT_STATUS_NAMES, r.statusReportId),
    modified_by: r.modifiedByName,
    modified_at: r.modifiedAt ? isoString(r.modifiedAt) : null,
    kind: r.kind,
    text: r.text,
    lat: r.lat,
    lon: r.lon,
    id_number: row.idNumber,
    loadbook_status_id: row.loadStatusId,
    driver_id: r.driverId,
    driver_name:
      row.driverFirstName === null ? '' : `${row.driverFirstName} ${row.driverLastName ?? ''}`.trim(),
  };
}
