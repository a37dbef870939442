import { BOOKING_STATUS, type Booking, type BookingBody, bookingMessages } from '@fletx/contract/bookings';
import { BROKER_STATUS } from '@fletx/contract/brokers';
import type { Paging } from '@fletx/contract/paging';
import type { DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { BrokersService } from '../brokers/brokers.service';
import { fromBookingBody, toBookingWire } from './bookings.mapper';
import { BookingsRepository } from './bookings.repository';

/** Bookings from brokers (spec loads §2 bookings screens, §7 Bookings). */
export class BookingsService {
  private readonly repo: BookingsRepository;

  constructor(
    private readonly db: DbOrTx,
    private readonly brokers: BrokersService,
  ) {
    this.repo = new BookingsRepository(db);
  }

  /** A new booking is 1 'Active'; its broker must be approved. */
  async create(body: BookingBody): Promise<Booking> {
    return this.db.transaction(async (tx) => {
      await this.assertBrokerChoosable(body.loadBrokerId, tx);
      const row = await this.repo.insert({ ...fromBookingBody(body), statusId: BOOKING_STATUS.active }, tx);
      return this.get(row.id, tx);
    });
  }

  /** A changed broker must be approved; keeping a broker that was since suspended is allowed. */
  async update(id: number, body: BookingBody): Promise<Booking> {
    return this.db.transaction(async (tx) => {
      const current = await this.repo.findById(id, tx);
      if (!current) throw notFound(bookingMessages.notFound);
      if (current.brokerId !== body.loadBrokerId) await this.assertBrokerChoosable(body.loadBrokerId, tx);
      await this.repo.update(id, fromBookingBody(body), tx);
      return this.get(id, tx);
    });
  }

  async get(id: number, db?: DbOrTx): Promise<Booking> {
    const row = await this.repo.findById(id, db);
    if (!row) throw notFound(bookingMessages.notFound);
    return toBookingWire(row);
  }

  async page(paging: Paging, range: { from?: string; to?: string } = {}) {
    const { rows, total } = await this.repo.page({
      ...range,
      limit: paging.take,
      offset: (paging.page - 1) * paging.take,
    });
    return { info: rows.map(toBookingWire), total };
  }

  private async assertBrokerChoosable(brokerId: number, db: DbOrTx): Promise<void> {
    const broker = await this.brokers.find(brokerId, db);
    if (!broker)
      throw new AppError('ValidationError', bookingMessages.brokerNotFound, [
        { path: 'body.loadBrokerId', message: bookingMessages.brokerNotFound },
      ]);
    if (broker.status !== BROKER_STATUS.approved)
      throw conflict(bookingMessages.brokerNotApproved(broker.brokerName, broker.status));
  }
}
