import type { IftaReport } from '@fletx/contract/ifta';
import { and, asc, eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { iftaDeadlineWarnings, iftaQuarters, iftaRateSets, iftaRates } from '../../db/schema';
import type { ExpectedVersion } from '../../lib/record-version';
import { deleteAny, insertOnce } from '../../lib/row-checks';

const rateSetOf = (year: number, quarter: number) =>
  and(eq(iftaRateSets.year, year), eq(iftaRateSets.quarter, quarter));

/** The IFTA rates per quarter, the closed quarters and the deadline warnings raised (module fuel). */
export class IftaRepository extends Repository {
  async rates(year: number, quarter: number): Promise<Array<{ code: string; rate: number }>> {
    const rows = await this.findMany(
      iftaRates,
      and(eq(iftaRates.year, year), eq(iftaRates.quarter, quarter)),
      asc(iftaRates.jurisdiction),
    );
    return rows.map((r) => ({ code: r.jurisdiction, rate: Number(r.rate) }));
  }

  /**
   * The quarter's rates as a record: their version, who saved them last and when; undefined when never saved.
   * `forUpdate` locks the row until the transaction ends.
   */
  rateSet(year: number, quarter: number, { forUpdate = false } = {}) {
    return this.findOne(iftaRateSets, rateSetOf(year, quarter), { forUpdate });
  }

  /**
   * Counts a new version of the quarter's rates, saved by `by`, at the version the save expects
   * (lib/record-version.ts; `NEVER_SAVED`: no row yet). Answers the new version; `StaleVersion` when another
   * save came first. Written before the rates, it makes saves of one quarter wait for each other.
   */
  async countRatesVersion(
    year: number,
    quarter: number,
    by: number | null,
    version: ExpectedVersion,
  ): Promise<number> {
    const stamp = { updatedBy: by, updatedAt: new Date() };
    const row = await this.upsertAtVersion(iftaRateSets, { year, quarter }, stamp, version);
    return row.version;
  }

  /** Replaces the quarter's table (the caller's transaction). */
  async replaceRates(year: number, quarter: number, rates: ReadonlyArray<{ code: string; rate: number }>) {
    await this.db.delete(iftaRates).where(and(eq(iftaRates.year, year), eq(iftaRates.quarter, quarter)));
    if (rates.length > 0)
      await this.db
        .insert(iftaRates)
        .values(rates.map((r) => ({ year, quarter, jurisdiction: r.code, rate: r.rate.toFixed(4) })));
  }

  closed(year: number, quarter: number) {
    return this.findOne(iftaQuarters, and(eq(iftaQuarters.year, year), eq(iftaQuarters.quarter, quarter)));
  }

  async close(year: number, quarter: number, snapshot: IftaReport, userId: number, at: Date): Promise<void> {
    await this.db.insert(iftaQuarters).values({ year, quarter, snapshot, closedBy: userId, closedAt: at });
  }

  reopen(year: number, quarter: number): Promise<boolean> {
    return deleteAny(
      this.db,
      iftaQuarters,
      and(eq(iftaQuarters.year, year), eq(iftaQuarters.quarter, quarter)),
    );
  }

  /** Records that a deadline step was raised; false when it already was (raised once per quarter and step). */
  async markRaised(year: number, quarter: number, daysBefore: number): Promise<boolean> {
    return insertOnce(this.db, iftaDeadlineWarnings, { year, quarter, daysBefore });
  }
}
