import { brokerMessages } from '@fletx/contract/brokers';
import {
  type CheckCallEvent,
  type CheckCallsBody,
  type CheckCallsSettings,
  checkCallMessages,
} from '@fletx/contract/check-calls';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { BrokerCheckCallsRepository } from './broker-check-calls.repository';

export interface CheckCallRecipient {
  contactId: number;
  name: string;
  email: string;
}

/**
 * Each broker's check calls (docs/product.md "Tracking links and check calls"): which of its contacts get a
 * mail on which events of its loads, who unsubscribed, and the free time at a stop before detention.
 */
export class BrokerCheckCallsService {
  private readonly repo: BrokerCheckCallsRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {
    this.repo = new BrokerCheckCallsRepository(uow);
  }

  async settings(brokerId: number): Promise<CheckCallsSettings> {
    const row = await this.repo.settings(brokerId);
    if (!row) throw notFound(brokerMessages.notFound);
    const contacts = await this.repo.contacts(brokerId, row.contacts);
    return {
      contacts: row.contacts,
      events: row.events as CheckCallEvent[],
      detentionFreeMinutes: row.detentionFreeMinutes,
      unsubscribed: contacts.filter((c) => c.stoppedAt !== null).map((c) => c.id),
    };
  }

  /** Chosen contacts must be the broker's own (400 naming `body.contacts`). */
  async save(brokerId: number, body: CheckCallsBody): Promise<CheckCallsSettings> {
    return this.uow.transaction(async () => {
      const contacts = [...new Set(body.contacts)];
      const events = [...new Set(body.events)];
      if (!(await this.repo.settings(brokerId))) throw notFound(brokerMessages.notFound);
      const own = await this.repo.contacts(brokerId, contacts);
      if (own.length !== contacts.length)
        throw badRequest(checkCallMessages.contacts, [
          { path: 'body.contacts', message: checkCallMessages.contacts },
        ]);
      await this.repo.save(brokerId, { contacts, events, detentionFreeMinutes: body.detentionFreeMinutes });
      return this.settings(brokerId);
    });
  }

  /** Who gets a mail for `event` on a load of the broker: chosen, still subscribed, when the event is chosen. */
  async recipients(brokerId: number, event: CheckCallEvent): Promise<CheckCallRecipient[]> {
    const row = await this.repo.settings(brokerId);
    if (!row?.events.includes(event)) return [];
    const contacts = await this.repo.contacts(brokerId, row.contacts);
    return contacts
      .filter((c) => c.stoppedAt === null)
      .map((c) => ({ contactId: c.id, name: c.name, email: c.email }));
  }

  async freeMinutes(brokerId: number): Promise<number> {
    return (await this.repo.settings(brokerId))?.detentionFreeMinutes ?? 120;
  }

  /** The unsubscribe link: that contact gets no more check calls. */
  async stop(contactId: number): Promise<void> {
    await this.repo.stop(contactId, this.clock.now());
  }
}
