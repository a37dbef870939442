import type { AuditEntityType } from '@fletx/contract/audit';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Repository } from '../../db/repository';
import {
  bookings,
  brokers,
  carrierSettings,
  fuelPurchases,
  intakeDrafts,
  invoices,
  loads,
  maintenanceSchedules,
  trailers,
  users,
  vehicles,
  workOrders,
} from '../../db/schema';

type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/** The table that keeps each kind of record's version (a driver is a user: their version is the user's). */
const TABLES = {
  user: users,
  driver: users,
  truck: vehicles,
  trailer: trailers,
  broker: brokers,
  booking: bookings,
  load: loads,
  invoice: invoices,
  carrierSettings,
  maintenanceSchedule: maintenanceSchedules,
  workOrder: workOrders,
  fuelPurchase: fuelPurchases,
  rateConfirmationDraft: intakeDrafts,
} satisfies Record<AuditEntityType, VersionedTable>;

export interface RecordVersion {
  version: number;
  updatedAt: Date;
}

/** The version of any record a person edits (docs/product.md "Stale edits"). */
export class RecordVersionsQueries extends Repository {
  async of(entityType: AuditEntityType, id: number): Promise<RecordVersion | undefined> {
    const table: VersionedTable = TABLES[entityType];
    const row = await this.runFirst(
      `version of ${getTableName(table)}`,
      () =>
        this.db
          .select({ version: table.version, updatedAt: table.updatedAt })
          .from(table)
          .where(eq(table.id, sql.placeholder('id')))
          .limit(1),
      { id },
    );
    return row && { version: row.version as number, updatedAt: row.updatedAt as Date };
  }

  /** What a user is called, for the trail: "First Last". */
  async nameOf(userId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row && `${row.firstName} ${row.lastName}`.trim();
  }
}
