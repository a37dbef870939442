import { TableRepository } from '../../db/repository';
import { bookings } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

/** The only place with queries on `bookings` (screens read them with their broker's name in the read model). */
export class BookingsRepository extends TableRepository<typeof bookings> {
  constructor(uow: UnitOfWork) {
    super(uow, bookings);
  }
}
