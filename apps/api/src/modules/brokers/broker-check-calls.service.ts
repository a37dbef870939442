import { brokerMessages } from '@fletx/contract/brokers';
import {
  type CheckCallEvent,
  type CheckCallsBody,
  type CheckCallsSettings,
  checkCallMessages,
} from '@fletx/contract/check-calls';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import type { Clock } from '../../lib/clock';
import { badRequest, found, notFound } from '../../lib/errors';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
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
    uow: UnitOfWork,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {
    this.repo = new BrokerCheckCallsRepository(uow);
  }

  async settings(brokerId: number): Promise<CheckCallsSettings> {
    const row = found(await this.repo.settings(brokerId), brokerMessages.notFound);
    return this.toWire(brokerId, row);
  }

  private async toWire(
    brokerId: number,
    row: { contacts: number[]; events: string[]; detentionFreeMinutes: number },
  ): Promise<CheckCallsSettings> {
    const contacts = await this.repo.contacts(brokerId, row.contacts);
    return {
      contacts: row.contacts,
      events: row.events as CheckCallEvent[],
      detentionFreeMinutes: row.detentionFreeMinutes,
      unsubscribed: contacts.filter((c) => c.stoppedAt !== null).map((c) => c.id),
    };
  }

  /**
   * Saves the check calls at the version of the broker the request expects: they are kept on the broker, so
   * saving them is a change of the broker (its version counted, the trail told; a broker form opened before
   * then answers 412). Chosen contacts must be the broker's own (400 naming `body.contacts`).
   */
  async save(
    brokerId: number,
    body: CheckCallsBody,
    version?: ExpectedVersion,
  ): Promise<Saved<CheckCallsSettings>> {
    return this.audit.edit({ type: 'broker', id: brokerId }, async () => {
      const row = foundAtVersion(
        await this.repo.settings(brokerId, { forUpdate: true }),
        version,
        brokerMessages.notFound,
      );
      const contacts = [...new Set(body.contacts)];
      const events = [...new Set(body.events)];
      const own = await this.repo.contacts(brokerId, contacts);
      if (own.length !== contacts.length)
        throw badRequest(checkCallMessages.contacts, [
          { path: 'body.contacts', message: checkCallMessages.contacts },
        ]);
      const values = {
        contacts,
        events,
        detentionFreeMinutes: body.detentionFreeMinutes ?? row.detentionFreeMinutes,
      };
      const now = await this.repo.save(brokerId, values, version);
      if (now === undefined) throw notFound(brokerMessages.notFound);
      const { contacts: was, events: wasEvents, detentionFreeMinutes: wasMinutes } = row;
      return {
        before: { checkCalls: { contacts: was, events: wasEvents, detentionFreeMinutes: wasMinutes } },
        after: { checkCalls: values },
        version: now,
        options: { summary: 'Check calls saved' },
        answer: await this.toWire(brokerId, values),
      };
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
