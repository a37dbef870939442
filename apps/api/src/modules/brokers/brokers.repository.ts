import type { BrokerStatus } from '@fletx/contract/brokers';
import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import { newestFirst } from '../../db/keyset';
import type { TotalSelection } from '../../db/list-totals';
import { type PageWindow, TableRepository } from '../../db/repository';
import { brokerContacts, brokerNameDocument, brokerSearchDocument, brokers } from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { containsPattern, escapeLike } from '../../lib/search';

export type BrokerRow = typeof brokers.$inferSelect;
export type NewBrokerRow = typeof brokers.$inferInsert;
export type BrokerContactRow = typeof brokerContacts.$inferSelect;
export type NewBrokerContactRow = typeof brokerContacts.$inferInsert;

const normalized = (text: string) => sql`lower(unaccent_immutable(${escapeLike(text)}))`;

export type BrokerListRow = BrokerRow & { contactPeopleCount: number };

const searchOf = (search: string | undefined) =>
  search ? sql`${brokerSearchDocument} LIKE ${containsPattern(search)}` : undefined;
const withCount = ({ broker, n }: { broker: BrokerRow; n: number | null }): BrokerListRow => ({
  ...broker,
  contactPeopleCount: Number(n ?? 0),
});

/** Newest first. */
const BROKER_ORDER = newestFirst(brokers, { under: 'broker', by: 'createdAt' });

/** The only place with queries on `brokers` and `broker_contacts`. */
export class BrokersRepository extends TableRepository<typeof brokers> {
  constructor(uow: UnitOfWork) {
    super(uow, brokers);
  }

  private readonly listed = this.listOf('brokers', brokers, BROKER_ORDER, (total) =>
    this.selectList(total).$dynamic(),
  );

  findByMcNumber(mcNumber: string): Promise<BrokerRow | undefined> {
    return this.findOne(brokers, eq(brokers.mcNumber, mcNumber));
  }

  /** A page of brokers, newest first, with their contact count; `search` matches anywhere (trigram index). */
  async page(
    search: string | undefined,
    page: PageWindow,
  ): Promise<{ rows: BrokerListRow[]; total: number }> {
    const { rows, total } = await this.listed.page(searchOf(search), page);
    return { rows: rows.map(withCount), total };
  }

  /** Every broker of the list, in its order, a batch at a time (keyset: `format=csv`). */
  async *batches(search: string | undefined): AsyncGenerator<BrokerListRow[]> {
    for await (const rows of this.listed.batches(searchOf(search))) yield rows.map(withCount);
  }

  private selectList(total?: TotalSelection) {
    const contactCount = this.db
      .select({ brokerId: brokerContacts.brokerId, n: count().as('n') })
      .from(brokerContacts)
      .groupBy(brokerContacts.brokerId)
      .as('contact_count');
    return this.db
      .select({ broker: brokers, n: contactCount.n, ...total })
      .from(brokers)
      .leftJoin(contactCount, eq(contactCount.brokerId, brokers.id));
  }

  /** Names starting with the text first, then names containing it; at most `limit`. */
  async findNames(text: string, limit: number) {
    const needle = normalized(text);
    return this.db
      .select({ id: brokers.id, name: brokers.name, status: brokers.status })
      .from(brokers)
      .where(sql`${brokerNameDocument} LIKE '%' || ${needle} || '%'`)
      .orderBy(sql`${brokerNameDocument} LIKE ${needle} || '%' DESC`, asc(brokers.name), asc(brokers.id))
      .limit(limit);
  }

  async listByStatus(status: BrokerStatus) {
    return this.db
      .select({ id: brokers.id, name: brokers.name, status: brokers.status })
      .from(brokers)
      .where(eq(brokers.status, status))
      .orderBy(asc(brokers.name), asc(brokers.id));
  }

  contactsOf(brokerId: number): Promise<BrokerContactRow[]> {
    return this.findMany(brokerContacts, eq(brokerContacts.brokerId, brokerId), asc(brokerContacts.id));
  }

  async insertContacts(values: NewBrokerContactRow[]): Promise<BrokerContactRow[]> {
    if (values.length === 0) return [];
    return this.db.insert(brokerContacts).values(values).returning();
  }

  async updateContact(
    brokerId: number,
    id: number,
    values: Pick<NewBrokerContactRow, 'name' | 'role' | 'phone' | 'email'>,
  ): Promise<BrokerContactRow | undefined> {
    const [row] = await this.db
      .update(brokerContacts)
      .set(values)
      .where(and(eq(brokerContacts.id, id), eq(brokerContacts.brokerId, brokerId)))
      .returning();
    return row;
  }

  /** Removes the broker's contacts other than `keep`. */
  async deleteContactsExcept(brokerId: number, keep: number[]): Promise<void> {
    const sameBroker = eq(brokerContacts.brokerId, brokerId);
    await this.db
      .delete(brokerContacts)
      .where(keep.length > 0 ? and(sameBroker, notInArray(brokerContacts.id, keep)) : sameBroker);
  }

  findContact(id: number): Promise<BrokerContactRow | undefined> {
    return this.findOne(brokerContacts, eq(brokerContacts.id, id));
  }

  async deleteContact(id: number): Promise<BrokerContactRow | undefined> {
    const [row] = await this.db.delete(brokerContacts).where(eq(brokerContacts.id, id)).returning();
    return row;
  }

  countContacts(brokerId: number): Promise<number> {
    return this.countOf(brokerContacts, eq(brokerContacts.brokerId, brokerId));
  }
}
