import { and, eq, inArray, isNull } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { brokerContacts, brokers } from '../../db/schema';
import type { ExpectedVersion } from '../../lib/record-version';

/** The check-call columns of `brokers` and `broker_contacts` (docs/product.md "Tracking links and check calls"). */
export class BrokerCheckCallsRepository extends Repository {
  /** The broker's check calls and its version (they are kept on its row); `forUpdate` locks the row. */
  async settings(brokerId: number, { forUpdate = false } = {}) {
    const query = this.db
      .select({
        contacts: brokers.checkCallContacts,
        events: brokers.checkCallEvents,
        detentionFreeMinutes: brokers.detentionFreeMinutes,
        version: brokers.version,
      })
      .from(brokers)
      .where(eq(brokers.id, brokerId));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row;
  }

  /**
   * Saves the check calls on the broker's row at the version the edit expects: a change of the broker (its
   * version counted). Answers the new version, undefined when there is no such broker.
   */
  async save(
    brokerId: number,
    values: { contacts: number[]; events: string[]; detentionFreeMinutes?: number | undefined },
    version: ExpectedVersion,
  ): Promise<number | undefined> {
    const row = await this.updateStamped(
      brokers,
      eq(brokers.id, brokerId),
      {
        checkCallContacts: values.contacts,
        checkCallEvents: values.events,
        ...(values.detentionFreeMinutes === undefined
          ? {}
          : { detentionFreeMinutes: values.detentionFreeMinutes }),
      },
      version,
    );
    return row?.version;
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
