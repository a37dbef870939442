import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { brokerContacts, brokers } from '../../db/schema';

/** The check-call columns of `brokers` and `broker_contacts` (docs/product.md "Tracking links and check calls"). */
export class BrokerCheckCallsRepository extends Repository {
  async settings(brokerId: number) {
    const [row] = await this.db
      .select({
        contacts: brokers.checkCallContacts,
        events: brokers.checkCallEvents,
        detentionFreeMinutes: brokers.detentionFreeMinutes,
      })
      .from(brokers)
      .where(eq(brokers.id, brokerId));
    return row;
  }

  async save(
    brokerId: number,
    values: { contacts: number[]; events: string[]; detentionFreeMinutes?: number | undefined },
  ): Promise<boolean> {
    const rows = await this.db
      .update(brokers)
      .set({
        checkCallContacts: values.contacts,
        checkCallEvents: values.events,
        ...(values.detentionFreeMinutes === undefined
          ? {}
          : { detentionFreeMinutes: values.detentionFreeMinutes }),
      })
      .where(eq(brokers.id, brokerId))
      .returning({ id: brokers.id });
    return rows.length > 0;
  }

  /** The broker's contacts among `ids`, with whether they unsubscribed. */
  contacts(brokerId: number, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: brokerContacts.id,
        name: brokerContacts.name,
        email: brokerContacts.email,
        stoppedAt: brokerContacts.checkCallsStoppedAt,
      })
      .from(brokerContacts)
      .where(and(eq(brokerContacts.brokerId, brokerId), inArray(brokerContacts.id, ids)));
  }

  async stop(contactId: number, at: Date): Promise<void> {
    await this.db
      .update(brokerContacts)
      .set({ checkCallsStoppedAt: at })
      .where(and(eq(brokerContacts.id, contactId), isNull(brokerContacts.checkCallsStoppedAt)));
  }
}
