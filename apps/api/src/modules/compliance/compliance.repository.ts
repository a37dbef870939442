import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { Repository } from '../../db/repository';
import { complianceDigests, complianceWarnings } from '../../db/schema';
import { insertOnce } from '../../lib/row-checks';

export type NewComplianceWarning = typeof complianceWarnings.$inferInsert;

/** The compliance sweep's advisory lock key (any constant; one per purpose). */
const SWEEP_LOCK = 0x46_4c_43_4d; // "FLCM"

/** The only place with queries on compliance_warnings and compliance_digests. */
export class ComplianceRepository extends Repository {
  /**
   * Whether this transaction holds the sweep's lock: with several processes on one database, one sweeps at a
   * time; the others skip (docs/decisions/0022-compliance.md). Released when the transaction ends.
   */
  async tryLock(): Promise<boolean> {
    const result = await this.db.execute(sql`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}) AS locked`);
    return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
  }

  /** Records a warning; false when it was already sent (the key is unique). */
  async recordWarning(values: NewComplianceWarning): Promise<boolean> {
    return insertOnce(this.db, complianceWarnings, values);
  }

  async digestOf(day: string) {
    return this.findOne(complianceDigests, eq(complianceDigests.day, day));
  }

  /** The latest digest that was mailed (fingerprint of what it said). */
  async lastMailedDigest() {
    const [row] = await this.db
      .select()
      .from(complianceDigests)
      .where(sql`${complianceDigests.mails} > 0`)
      .orderBy(sql`${complianceDigests.day} DESC`)
      .limit(1);
    return row;
  }

  async recordDigest(day: string, fingerprint: string, mails: number): Promise<boolean> {
    return insertOnce(this.db, complianceDigests, { day, fingerprint, mails });
  }
}
