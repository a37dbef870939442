import { and, eq, getTableColumns, gte, lte, type SQL } from 'drizzle-orm';
import { newestFirst } from '../../db/keyset';
import { type PageWindow, Repository } from '../../db/repository';
import { bookings, brokers, loads, trailerTypes } from '../../db/schema';

/**
 * A booking's columns, its two names and the load it became, side by side: each row comes out of its
 * statement as the booking the service maps (no copy of 35 columns into another object: as a spread, those
 * objects changed shape from row to row, and the wire mapper read them through V8's slow lookups).
 */
const withNames = {
  ...getTableColumns(bookings),
  brokerName: brokers.name,
  trailerTypeName: trailerTypes.name,
  loadId: loads.id,
};

/** A booking with its broker's and trailer type's names and its load's id, as its select reads it. */
export type BookingWithNames = NonNullable<Awaited<ReturnType<BookingsQueries['findById']>>>;

function rangeOf(range: { from?: string | undefined; to?: string | undefined }): SQL | undefined {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(bookings.pickupDate, range.from));
  if (range.to) conditions.push(lte(bookings.pickupDate, range.to));
  return and(...conditions);
}

/**
 * The bookings screens (docs/product.md "Bookings"): a booking shows its broker's name (brokers), its
 * trailer type's name and the load it was turned into (loads), so they are read here.
 */
export class BookingsQueries extends Repository {
  /**
   * Latest pickup first (bookings_pickup_date_idx); a booking's load is found by loads_booking_key (one load
   * per booking at most, so the join adds no row).
   */
  private readonly listed = this.listOf(
    'bookings',
    bookings,
    newestFirst(bookings, { by: 'pickupDate' }),
    (total) =>
      this.db
        .select({ ...withNames, ...total })
        .from(bookings)
        .innerJoin(brokers, eq(brokers.id, bookings.brokerId))
        .innerJoin(trailerTypes, eq(trailerTypes.id, bookings.trailerTypeId))
        .leftJoin(loads, eq(loads.bookingId, bookings.id))
        .$dynamic(),
  );

  async findById(id: number) {
    return this.listed.first(eq(bookings.id, id));
  }

  /** Latest pickup first; `from`/`to` are inclusive pickup dates (yyyy-MM-dd). */
  async page(
    range: { from?: string | undefined; to?: string | undefined },
    page: PageWindow,
  ): Promise<{ rows: BookingWithNames[]; total: number }> {
    return this.listed.page(rangeOf(range), page);
  }

  /** Every booking of the list, in its order, a batch at a time (keyset: `format=csv`). */
  async *batches(range: {
    from?: string | undefined;
    to?: string | undefined;
  }): AsyncGenerator<BookingWithNames[]> {
    yield* this.listed.batches(rangeOf(range));
  }
}
