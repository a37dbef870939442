import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { newestFirst } from '../../db/keyset';
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

function rangeOf(range: { from?: string | undefined; to?: string | undefined }): SQL | undefined {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(bookings.pickupDate, range.from));
  if (range.to) conditions.push(lte(bookings.pickupDate, range.to));
  return and(...conditions);
}

/**
 * The bookings screens (docs/product.md "Bookings"): a booking shows its broker's name (brokers) and its
 * trailer type's name, so they are read here.
 */
export class BookingsQueries extends Repository {
  /** Latest pickup first (bookings_pickup_date_idx). */
  private readonly listed = this.listOf(
    bookings,
    newestFirst(bookings, { under: 'booking', by: 'pickupDate' }),
    () =>
      this.db
        .select(withNames)
        .from(bookings)
        .innerJoin(brokers, eq(brokers.id, bookings.brokerId))
        .innerJoin(trailerTypes, eq(trailerTypes.id, bookings.trailerTypeId)),
  );

  async findById(id: number): Promise<BookingWithNames | undefined> {
    const row = await this.listed.first(eq(bookings.id, id));
    return row && toBooking(row);
  }

  /** Latest pickup first; `from`/`to` are inclusive pickup dates (yyyy-MM-dd). */
  async page(
    range: { from?: string | undefined; to?: string | undefined },
    page: PageWindow,
  ): Promise<{ rows: BookingWithNames[]; total: number }> {
    const { rows, total } = await this.listed.page(rangeOf(range), page);
    return { rows: rows.map(toBooking), total };
  }

  /** Every booking of the list, in its order, a batch at a time (keyset: `format=csv`). */
  async *batches(range: {
    from?: string | undefined;
    to?: string | undefined;
  }): AsyncGenerator<BookingWithNames[]> {
    for await (const rows of this.listed.batches(rangeOf(range))) yield rows.map(toBooking);
  }
}
