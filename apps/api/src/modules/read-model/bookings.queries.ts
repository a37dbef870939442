import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { bookings, brokers, trailerTypes } from '../../db/schema';
import { type PageWindow, Repository } from '../../db/unit-of-work';
import type { BookingWithNames } from '../bookings/bookings.service';

const withNames = { booking: bookings, brokerName: brokers.name, trailerTypeName: trailerTypes.name };

type JoinedRow = { booking: typeof bookings.$inferSelect; brokerName: string; trailerTypeName: string };

const toBooking = (r: JoinedRow): BookingWithNames => ({
  ...r.booking,
  brokerName: r.brokerName,
  trailerTypeName: r.trailerTypeName,
});

/**
 * The bookings screens (docs/product.md "Bookings"): a booking shows its broker's name (brokers) and its
 * trailer type's name, so they are read here.
 */
export class BookingsQueries extends Repository {
  private selectWithNames() {
    return this.db
      .select(withNames)
      .from(bookings)
      .innerJoin(brokers, eq(brokers.id, bookings.brokerId))
      .innerJoin(trailerTypes, eq(trailerTypes.id, bookings.trailerTypeId));
  }

  async findById(id: number): Promise<BookingWithNames | undefined> {
    const [row] = await this.selectWithNames().where(eq(bookings.id, id)).limit(1);
    return row && toBooking(row);
  }

  /** Latest pickup first; `from`/`to` are inclusive pickup dates (yyyy-MM-dd). */
  async page(
    range: { from?: string | undefined; to?: string | undefined },
    page: PageWindow,
  ): Promise<{ rows: BookingWithNames[]; total: number }> {
    const conditions: SQL[] = [];
    if (range.from) conditions.push(gte(bookings.pickupDate, range.from));
    if (range.to) conditions.push(lte(bookings.pickupDate, range.to));
    const orderBy = [desc(bookings.pickupDate), desc(bookings.id)];
    const { rows, total } = await this.pageOf(this.selectWithNames().$dynamic(), {
      table: bookings,
      where: and(...conditions),
      orderBy,
      page,
    });
    return { rows: rows.map(toBooking), total };
  }
}
