import type { BrokerStatus } from '@fletx/contract/brokers';
import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brokerContacts, brokers } from '../../db/schema';

export type BrokerRow = typeof brokers.$inferSelect;
export type NewBrokerRow = typeof brokers.$inferInsert;
export type BrokerContactRow = typeof brokerContacts.$inferSelect;
export type NewBrokerContactRow = typeof brokerContacts.$inferInsert;

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The expression of brokers_search_trgm_idx (so the planner can use the index). */
const searchDocument = sql`lower(unaccent_immutable(${brokers.name} || ' ' || ${brokers.mcNumber} || ' ' || ${brokers.city} || ' ' || ${brokers.invoicingEmail}))`;
/** The expression of brokers_name_trgm_idx. */
const nameDocument = sql`lower(unaccent_immutable(${brokers.name}))`;
const normalized = (text: string) => sql`lower(unaccent_immutable(${escapeLike(text)}))`;

/** The only place with queries on `brokers` and `broker_contacts`. */
export class BrokersRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewBrokerRow, db: DbOrTx = this.db): Promise<BrokerRow> {
    const [row] = await db.insert(brokers).values(values).returning();
    if (!row) throw new Error('insert into brokers returned no row');
    return row;
  }

  async update(
    id: number,
    values: Partial<NewBrokerRow>,
    db: DbOrTx = this.db,
  ): Promise<BrokerRow | undefined> {
    const [row] = await db
      .update(brokers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(brokers.id, id))
      .returning();
    return row;
  }

  async findById(id: number, db: DbOrTx = this.db): Promise<BrokerRow | undefined> {
    const [row] = await db.select().from(brokers).where(eq(brokers.id, id)).limit(1);
    return row;
  }

  /** Locks the row until the transaction ends (status changes and contact edits serialize on it). */
  async lockById(id: number, db: DbOrTx = this.db): Promise<BrokerRow | undefined> {
    const [row] = await db.select().from(brokers).where(eq(brokers.id, id)).limit(1).for('update');
    return row;
  }

  async findByMcNumber(mcNumber: string, db: DbOrTx = this.db): Promise<BrokerRow | undefined> {
    const [row] = await db.select().from(brokers).where(eq(brokers.mcNumber, mcNumber)).limit(1);
    return row;
  }

  /** A page of brokers, newest first, with their contact count; `search` matches anywhere (trigram index). */
  async page(
    options: { search?: string; limit: number; offset: number },
    db: DbOrTx = this.db,
  ): Promise<{ rows: Array<BrokerRow & { contactPeopleCount: number }>; total: number }> {
    const where: SQL | undefined = options.search
      ? sql`${searchDocument} LIKE '%' || ${normalized(options.search)} || '%'`
      : undefined;
    const contactCount = db
      .select({ brokerId: brokerContacts.brokerId, n: count().as('n') })
      .from(brokerContacts)
      .groupBy(brokerContacts.brokerId)
      .as('contact_count');
    const rows = await db
      .select({ broker: brokers, n: contactCount.n })
      .from(brokers)
      .leftJoin(contactCount, eq(contactCount.brokerId, brokers.id))
      .where(where)
      .orderBy(desc(brokers.createdAt), desc(brokers.id))
      .limit(options.limit)
      .offset(options.offset);
    const [total] = await db.select({ n: count() }).from(brokers).where(where);
    return {
      rows: rows.map(({ broker, n }) => ({ ...broker, contactPeopleCount: Number(n ?? 0) })),
      total: total?.n ?? 0,
    };
  }

  /** Names starting with the text first, then names containing it; at most `limit`. */
  async findNames(text: string, limit: number, db: DbOrTx = this.db) {
    const needle = normalized(text);
    return db
      .select({ id: brokers.id, name: brokers.name, status: brokers.status })
      .from(brokers)
      .where(sql`${nameDocument} LIKE '%' || ${needle} || '%'`)
      .orderBy(sql`${nameDocument} LIKE ${needle} || '%' DESC`, asc(brokers.name), asc(brokers.id))
      .limit(limit);
  }

  async listByStatus(status: BrokerStatus, db: DbOrTx = this.db) {
    return db
      .select({ id: brokers.id, name: brokers.name, status: brokers.status })
      .from(brokers)
      .where(eq(brokers.status, status))
      .orderBy(asc(brokers.name), asc(brokers.id));
  }

  async contactsOf(brokerId: number, db: DbOrTx = this.db): Promise<BrokerContactRow[]> {
    return db
      .select()
      .from(brokerContacts)
      .where(eq(brokerContacts.brokerId, brokerId))
      .orderBy(asc(brokerContacts.id));
  }

  async insertContacts(values: NewBrokerContactRow[], db: DbOrTx = this.db): Promise<BrokerContactRow[]> {
    if (values.length === 0) return [];
    return db.insert(brokerContacts).values(values).returning();
  }

  async updateContact(
    brokerId: number,
    id: number,
    values: Pick<NewBrokerContactRow, 'name' | 'role' | 'phone' | 'email'>,
    db: DbOrTx = this.db,
  ): Promise<BrokerContactRow | undefined> {
    const [row] = await db
      .update(brokerContacts)
      .set(values)
      .where(and(eq(brokerContacts.id, id), eq(brokerContacts.brokerId, brokerId)))
      .returning();
    return row;
  }

  /** Removes the broker's contacts other than `keep`. */
  async deleteContactsExcept(brokerId: number, keep: number[], db: DbOrTx = this.db): Promise<void> {
    const sameBroker = eq(brokerContacts.brokerId, brokerId);
    await db
      .delete(brokerContacts)
      .where(keep.length > 0 ? and(sameBroker, notInArray(brokerContacts.id, keep)) : sameBroker);
  }

  async findContact(id: number, db: DbOrTx = this.db): Promise<BrokerContactRow | undefined> {
    const [row] = await db.select().from(brokerContacts).where(eq(brokerContacts.id, id)).limit(1);
    return row;
  }

  async deleteContact(id: number, db: DbOrTx = this.db): Promise<BrokerContactRow | undefined> {
    const [row] = await db.delete(brokerContacts).where(eq(brokerContacts.id, id)).returning();
    return row;
  }

  async countContacts(brokerId: number, db: DbOrTx = this.db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(brokerContacts)
      .where(eq(brokerContacts.brokerId, brokerId));
    return row?.n ?? 0;
  }

  async findManyByIds(ids: number[], db: DbOrTx = this.db): Promise<BrokerRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(brokers).where(inArray(brokers.id, ids));
  }
}
