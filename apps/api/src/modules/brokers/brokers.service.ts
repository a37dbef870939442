import {
  BROKER_STATUS,
  type Broker,
  type BrokerContact,
  type BrokerListItem,
  type BrokerNameItem,
  type BrokerStatus,
  brokerMessages,
  type CreateBrokerBody,
  type UpdateBrokerBody,
} from '@fletx/contract/brokers';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import type { Clock } from '../../lib/clock';
import { conflict, found, notFound } from '../../lib/errors';
import { type PageQuery, pageRequest } from '../../lib/paging';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
import {
  fromBrokerBody,
  fromContactBody,
  toBrokerListItem,
  toBrokerName,
  toBrokerWire,
  toContactWire,
} from './brokers.mapper';
import { BrokersRepository } from './brokers.repository';

const NAMES_LIMIT = 20;

const brokerTarget = (id: number) => ({ type: 'broker' as const, id });

/** A broker and its contact people, as its detail answers them. */
export interface BrokerDetail {
  broker: Broker;
  contacts: BrokerContact[];
}

/**
 * Brokers and their contact people (docs/product.md "Brokers"). Every change is kept in the audit trail, the
 * contacts as part of the broker.
 */
export class BrokersService {
  private readonly repo: BrokersRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {
    this.repo = new BrokersRepository(uow);
  }

  /** A new broker is 'Pending approval'; its MC number must be unused (409). */
  async create(body: CreateBrokerBody): Promise<{ broker: Broker; contacts: BrokerContact[] }> {
    return this.uow.transaction(async () => {
      await this.assertMcFree(body.mcNumber, undefined);
      // Dated by the service's clock, as its History entry is: the demo seed adds its brokers before their loads.
      const createdAt = this.clock.now();
      const broker = await this.repo.insert({
        ...fromBrokerBody(body),
        status: BROKER_STATUS.pending,
        createdAt,
      });
      const contacts = await this.repo.insertContacts(
        body.contactPeople.map((c) => fromContactBody(broker.id, c)),
      );
      const created = { broker: toBrokerWire(broker), contacts: contacts.map(toContactWire) };
      await this.audit.created(brokerTarget(broker.id), created);
      return created;
    });
  }

  /**
   * Updates the broker at the version the request expects; with `contactPeople`, the list replaces its
   * contacts (ids update, others add). The broker is read (and locked) once; the answer is it as stored.
   */
  async update(id: number, body: UpdateBrokerBody, version?: ExpectedVersion): Promise<Saved<BrokerDetail>> {
    return this.audit.edit(brokerTarget(id), async () => {
      const row = foundAtVersion(await this.repo.lockById(id), version, brokerMessages.notFound);
      const contacts = await this.repo.contactsOf(id);
      await this.assertMcFree(body.mcNumber, id);
      const broker = found(
        await this.repo.update(id, fromBrokerBody(body), version),
        brokerMessages.notFound,
      );
      const kept = body.contactPeople
        ? await this.replaceContacts(id, body.contactPeople, contacts)
        : contacts;
      return {
        before: { broker: toBrokerWire(row), contacts: contacts.map(toContactWire) },
        after: { broker: toBrokerWire(broker), contacts: kept.map(toContactWire) },
        version: broker.version,
      };
    });
  }

  /** The contacts `sent` replace the broker's: those with an id are updated (404 when not its), others added. */
  private async replaceContacts(
    id: number,
    sent: NonNullable<UpdateBrokerBody['contactPeople']>,
    contacts: ReadonlyArray<{ id: number }>,
  ) {
    const existing = new Set(contacts.map((c) => c.id));
    const keep: number[] = [];
    for (const contact of sent) {
      if (contact.id === undefined) continue;
      if (!existing.has(contact.id)) throw notFound(brokerMessages.contactNotFound);
      keep.push(contact.id);
    }
    await this.repo.deleteContactsExcept(id, keep);
    for (const contact of sent) {
      const values = fromContactBody(id, contact);
      if (contact.id === undefined) await this.repo.insertContacts([values]);
      else await this.repo.updateContact(id, contact.id, values);
    }
    return this.repo.contactsOf(id);
  }

  /** A page of brokers, newest first; `search` matches name, MC number, city or invoicing email. */
  async page(query: PageQuery, search?: string) {
    const request = pageRequest(query);
    const { rows, total } = await this.repo.page(search || undefined, request);
    const info: BrokerListItem[] = rows.map(toBrokerListItem);
    return { info, extraData: { total, page: request.page, take: request.take } };
  }

  /** Every broker of the list, a batch at a time, as the list shows them (`format=csv`). */
  async *csvRows(search: string | undefined): AsyncGenerator<BrokerListItem[]> {
    for await (const rows of this.repo.batches(search || undefined)) yield rows.map(toBrokerListItem);
  }

  async detail(id: number): Promise<{ broker: Broker; contacts: BrokerContact[] }> {
    const broker = found(await this.repo.findById(id), brokerMessages.notFound);
    const contacts = await this.repo.contactsOf(id);
    return { broker: toBrokerWire(broker), contacts: contacts.map(toContactWire) };
  }

  /** The broker as a wire object, or 404 (other modules use it: bookings, documents). */
  async get(id: number): Promise<Broker> {
    const broker = found(await this.repo.findById(id), brokerMessages.notFound);
    return toBrokerWire(broker);
  }

  /** Undefined when there is no such broker. */
  async find(id: number): Promise<Broker | undefined> {
    const broker = await this.repo.findById(id);
    return broker && toBrokerWire(broker);
  }

  async changeStatus(id: number, status: BrokerStatus): Promise<Broker> {
    return this.uow.transaction(async () => {
      const before = await this.lockedDetail(id);
      const broker = found(await this.repo.update(id, { status }), brokerMessages.notFound);
      if (before.broker.status !== broker.status)
        await this.audit.changed(brokerTarget(id), before, await this.detail(id), {
          action: 'status',
          summary: `Status ${before.broker.status} → ${broker.status}`,
        });
      return toBrokerWire(broker);
    });
  }

  /** Adds contact people to the broker at the version the request expects: a change of the broker. */
  async addContacts(
    id: number,
    contactPeople: CreateBrokerBody['contactPeople'],
    version?: ExpectedVersion,
  ): Promise<Saved<BrokerContact[]>> {
    const names = contactPeople.map((c) => c.contactName.trim()).join(', ');
    return this.track(id, version, `Contact added: ${names}`, async () => {
      const rows = await this.repo.insertContacts(contactPeople.map((c) => fromContactBody(id, c)));
      return rows.map(toContactWire);
    });
  }

  /**
   * Deletes a contact person at the version of its broker the request expects: a change of the broker. A
   * broker keeps at least one contact person (409 for its last one).
   */
  async deleteContact(contactId: number, version?: ExpectedVersion): Promise<Saved<BrokerContact>> {
    const contact = found(await this.repo.findContact(contactId), brokerMessages.contactNotFound);
    return this.track(contact.brokerId, version, `Contact removed: ${contact.name}`, async () => {
      if ((await this.repo.countContacts(contact.brokerId)) <= 1) throw conflict(brokerMessages.lastContact);
      const deleted = found(await this.repo.deleteContact(contactId), brokerMessages.contactNotFound);
      return toContactWire(deleted);
    });
  }

  /** The broker and its contacts, its row locked until the transaction ends; 404 when there is none. */
  private async lockedDetail(id: number): Promise<{ broker: Broker; contacts: BrokerContact[] }> {
    found(await this.repo.lockById(id), brokerMessages.notFound);
    return this.detail(id);
  }

  /**
   * Runs `work` on the broker locked at the version the request expects, in one transaction, as a change of
   * the broker (docs/product.md "Stale edits": its version counted, so a form opened before it answers 412
   * rather than undo it); the trail keeps what changed (before → after) with `summary`.
   */
  private track<R>(
    id: number,
    version: ExpectedVersion,
    summary: string,
    work: () => Promise<R>,
  ): Promise<Saved<R>> {
    return this.audit.edit(brokerTarget(id), async () => {
      foundAtVersion(await this.repo.lockById(id), version, brokerMessages.notFound);
      const before = await this.detail(id);
      const answer = await work();
      const broker = found(await this.repo.update(id, {}, version), brokerMessages.notFound);
      return { before, after: await this.detail(id), version: broker.version, options: { summary }, answer };
    });
  }

  async findNames(text: string): Promise<BrokerNameItem[]> {
    return (await this.repo.findNames(text, NAMES_LIMIT)).map(toBrokerName);
  }

  async listApproved(): Promise<BrokerNameItem[]> {
    return (await this.repo.listByStatus(BROKER_STATUS.approved)).map(toBrokerName);
  }

  private async assertMcFree(mcNumber: string, exceptId: number | undefined): Promise<void> {
    const other = await this.repo.findByMcNumber(mcNumber);
    if (other && other.id !== exceptId) throw conflict(brokerMessages.duplicateMc(mcNumber));
  }
}
