import { eq } from 'drizzle-orm';
import { TableRepository } from '../../db/repository';
import { bookings, trailerTypes } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

/** The only place with queries on `bookings` (screens read them with their broker's name in the read model). */
export class BookingsRepository extends TableRepository<typeof bookings> {
  constructor(uow: UnitOfWork) {
    super(uow, bookings);
  }

  /** The name of a trailer type (reference data), as a booking shows it. */
  async trailerTypeName(id: number): Promise<string> {
    const [row] = await this.db
      .select({ name: trailerTypes.name })
      .from(trailerTypes)
      .where(eq(trailerTypes.id, id));
    return row?.name ?? '';
  }
}
