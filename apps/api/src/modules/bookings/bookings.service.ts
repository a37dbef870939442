import { BOOKING_STATUS, type Booking, type BookingBody, bookingMessages } from '@fletx/contract/bookings';
import { BROKER_STATUS, type Broker } from '@fletx/contract/brokers';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import { AppError, conflict, found } from '../../lib/errors';
import { type PageQuery, pageRequest } from '../../lib/paging';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
import type { BrokersService } from '../brokers/brokers.service';
import type { ReferenceNames } from '../parametrics/parametrics.service';
import type { BookingsQueries } from '../read-model/bookings.queries';
import { fromBookingBody, stopsAndFreightOf, toBookingWire } from './bookings.mapper';
import { BookingsRepository } from './bookings.repository';

export { stopsAndFreightOf };

const bookingTarget = (id: number) => ({ type: 'booking' as const, id });

/** Bookings from brokers (docs/product.md "Bookings"). */
export class BookingsService {
  private readonly repo: BookingsRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly brokers: BrokersService,
    private readonly queries: BookingsQueries,
    private readonly audit: AuditTrail,
    private readonly parametrics: ReferenceNames,
  ) {
    this.repo = new BookingsRepository(uow);
  }

  /** A new booking is 1 'Active'; its broker must be approved. */
  async create(body: BookingBody): Promise<Booking> {
    return this.uow.transaction(async () => {
      await this.assertBrokerChoosable(body.loadBrokerId);
      const row = await this.repo.insert({ ...fromBookingBody(body), statusId: BOOKING_STATUS.active });
      const booking = await this.get(row.id);
      await this.audit.created(bookingTarget(row.id), booking);
      return booking;
    });
  }

  /**
   * At the version the request expects; a changed broker must be approved (keeping a broker that was since
   * suspended is allowed). A converted booking is closed (409 naming its load): its row is locked before it is
   * read, as a conversion locks it (`lockToConvert`), so an edit and a conversion at once cannot both win.
   * The booking is read once; the answer is it as stored, with the names beside it.
   */
  async update(id: number, body: BookingBody, version?: ExpectedVersion): Promise<Saved<Booking>> {
    return this.audit.edit(bookingTarget(id), async () => {
      const current = foundAtVersion(await this.findLocked(id), version, bookingMessages.notFound);
      if (current.loadId !== null) throw conflict(bookingMessages.converted(current.loadId));
      const broker =
        current.brokerId === body.loadBrokerId
          ? undefined
          : await this.assertBrokerChoosable(body.loadBrokerId);
      const saved = found(
        await this.repo.update(id, fromBookingBody(body), version),
        bookingMessages.notFound,
      );
      const trailerTypeName =
        saved.trailerTypeId === current.trailerTypeId
          ? current.trailerTypeName
          : await this.parametrics.nameOf('trailerTypes', saved.trailerTypeId);
      const brokerName = broker?.brokerName ?? current.brokerName;
      return {
        before: toBookingWire(current),
        after: toBookingWire({ ...saved, brokerName, trailerTypeName, loadId: current.loadId }),
        version: saved.version,
      };
    });
  }

  /**
   * The booking, its row locked until the open transaction ends (LoadsService.fromBooking): a second
   * conversion of it waits for the first, then finds its load and is refused by name, not by the unique key.
   */
  async lockToConvert(id: number): Promise<Booking> {
    const row = found(await this.findLocked(id), bookingMessages.notFound);
    return toBookingWire(row);
  }

  /** The booking as the screens read it (its load's id beside it), its row locked until the transaction ends. */
  private async findLocked(id: number) {
    return (await this.repo.lockById(id)) ? this.queries.findById(id) : undefined;
  }

  /** The trail of a booking made into a load (LoadsService.fromBooking), in the load's transaction. */
  async recordConverted(id: number, loadIdNumber: string): Promise<void> {
    await this.audit.changed(bookingTarget(id), undefined, undefined, {
      summary: `Converted to load ${loadIdNumber}`,
    });
  }

  async get(id: number): Promise<Booking> {
    const row = found(await this.queries.findById(id), bookingMessages.notFound);
    return toBookingWire(row);
  }

  /** A page of bookings, latest pickup first, within the inclusive pickup dates `from`..`to` when given. */
  async page(query: PageQuery, range: { from?: string | undefined; to?: string | undefined } = {}) {
    const request = pageRequest(query);
    const { rows, total } = await this.queries.page(range, request);
    return { info: rows.map(toBookingWire), extraData: { total, page: request.page, take: request.take } };
  }

  /** Every booking of the list, a batch at a time, as the list shows them (`format=csv`). */
  async *csvRows(
    range: { from?: string | undefined; to?: string | undefined } = {},
  ): AsyncGenerator<Booking[]> {
    for await (const rows of this.queries.batches(range)) yield rows.map(toBookingWire);
  }

  /** The broker, when it may be chosen: it exists (400) and is approved (409). */
  private async assertBrokerChoosable(brokerId: number): Promise<Broker> {
    const broker = await this.brokers.find(brokerId);
    if (!broker)
      throw new AppError('ValidationError', bookingMessages.brokerNotFound, [
        { path: 'body.loadBrokerId', message: bookingMessages.brokerNotFound },
      ]);
    if (broker.status !== BROKER_STATUS.approved)
      throw conflict(bookingMessages.brokerNotApproved(broker.brokerName, broker.status));
    return broker;
  }
}
