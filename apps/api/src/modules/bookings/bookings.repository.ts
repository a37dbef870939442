import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, brokers, trailerTypes } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
/** A booking with its broker's name and its trailer type's name. */
export type BookingWithNames = BookingRow & { brokerName: string; trailerTypeName: string };

const withNames = { booking: bookings, brokerName: brokers.name, trailerTypeName: trailerTypes.name };

/** The only place with queries on `bookings`. */
export class BookingsRepository {
  constructor(private readonly db: DbOrTx) {}

  private selectWithNames(db: DbOrTx) {
    return db
      .select(withNames)
      .from(bookings)
      .innerJoin(brokers, eq(brokers.id, bookings.brokerId))
      .innerJoin(trailerTypes, eq(trailerTypes.id, bookings.trailerTypeId));
  }

  async insert(values: NewBookingRow, db: DbOrTx = this.db): Promise<BookingRow> {
    const [row] = await db.insert(bookings).values(values).returning();
    if (!row) throw new Error('insert into bookings returned no row');
    return row;
  }

  async update(
    id: number,
    values: Partial<NewBookingRow>,
    db: DbOrTx = this.db,
  ): Promise<BookingRow | undefined> {
    const [row] = await db
      .update(bookings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(bookings.id, id))
      .returning();
    return row;
  }

  async findById(id: number, db: DbOrTx = this.db): Promise<BookingWithNames | undefined> {
    const [row] = await this.selectWithNames(db).where(eq(bookings.id, id)).limit(1);
    return row && { ...row.booking, brokerName: row.brokerName, trailerTypeName: row.trailerTypeName };
  }

  /** Latest pickup first; `from`/`to` are inclusive pickup dates (yyyy-MM-dd). */
  async page(
    options: { from?: string; to?: string; limit: number; offset: number },
    db: DbOrTx = this.db,
  ): Promise<{ rows: BookingWithNames[]; total: number }> {
    const conditions: SQL[] = [];
    if (options.from) conditions.push(gte(bookings.pickupDate, options.from));
    if (options.to) conditions.push(lte(bookings.pickupDate, options.to));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const rows = await this.selectWithNames(db)
      .where(where)
      .orderBy(desc(bookings.pickupDate), desc(bookings.id))
      .limit(options.limit)
      .offset(options.offset);
    const [total] = await db.select({ n: count() }).from(bookings).where(where);
    return {
      rows: rows.map((r) => ({ ...r.booking, brokerName: r.brokerName, trailerTypeName: r.trailerTypeName })),
      total: total?.n ?? 0,
    };
  }
}
