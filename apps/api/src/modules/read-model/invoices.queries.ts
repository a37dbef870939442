import { ACCESSORIAL_TRANSACTION_TYPE_IDS, TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { brokers, loads, loadTransactions, osdEntries } from '../../db/schema';

/** A line an invoice starts with: cents, signed (OS&D deductions negative). */
export interface LoadBillingLine {
  description: string;
  amountCents: number;
  transactionTypeId: number | null;
}

/** What an invoice copies of its load and broker when it is made (docs/product.md "Invoices and receivables"). */
export interface LoadBillingFacts {
  loadId: number;
  loadNumber: string;
  statusId: number;
  broker: {
    id: number;
    name: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    email: string;
    daysToPay: number;
  };
  pickup: { facility: string | null; city: string; state: string; zip: string; at: Date | null };
  delivery: { facility: string | null; city: string; state: string; zip: string; at: Date | null };
  lines: LoadBillingLine[];
}

const OSD_KIND = { over: 'Overage', short: 'Shortage', damaged: 'Damage' } as const;
const TYPE_NAMES: Record<number, string> = {
  [TRANSACTION_TYPE.tripRate]: 'Trip rate',
  [TRANSACTION_TYPE.detention]: 'Detention',
  [TRANSACTION_TYPE.lumper]: 'Lumper',
  [TRANSACTION_TYPE.layover]: 'Layover',
  [TRANSACTION_TYPE.tonu]: 'TONU',
  [TRANSACTION_TYPE.otherAccessorial]: 'Other accessorial',
};

/**
 * What invoices read of other areas: the load (number, stops, status), its broker (bill-to and terms) and
 * what the broker owes for it: the trip rate and accessorials of the ledger, less the OS&D deductions of
 * delivery approval — the same sum as the delivery statement's gross (packages/contract/src/statement.ts).
 */
export class InvoicesQueries extends Repository {
  /** The broker's name as it is now (the list PDF's filter line); undefined when there is no such broker. */
  async brokerName(brokerId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ name: brokers.name })
      .from(brokers)
      .where(eq(brokers.id, brokerId))
      .limit(1);
    return row?.name;
  }

  async billingFacts(loadId: number): Promise<LoadBillingFacts | undefined> {
    return (await this.billingFactsMany([loadId])).get(loadId);
  }

  /** `billingFacts` of many loads in three statements, by load id (a load that does not exist is left out). */
  async billingFactsMany(loadIds: ReadonlyArray<number>): Promise<Map<number, LoadBillingFacts>> {
    if (loadIds.length === 0) return new Map();
    const ids = [...new Set(loadIds)];
    const rows = await this.db
      .select({ load: loads, broker: brokers })
      .from(loads)
      .innerJoin(brokers, eq(brokers.id, loads.brokerId))
      .where(inArray(loads.id, ids));
    const billable = [TRANSACTION_TYPE.tripRate, ...ACCESSORIAL_TRANSACTION_TYPE_IDS];
    const ledger = await this.db
      .select()
      .from(loadTransactions)
      .where(and(inArray(loadTransactions.loadId, ids), inArray(loadTransactions.typeId, billable)))
      .orderBy(asc(loadTransactions.id));
    const osd = await this.db
      .select()
      .from(osdEntries)
      .where(inArray(osdEntries.loadId, ids))
      .orderBy(asc(osdEntries.id));
    const facts = new Map<number, LoadBillingFacts>();
    for (const { load, broker } of rows) {
      const own = ledger.filter((t) => t.loadId === load.id);
      const ordered = [
        ...own.filter((t) => t.typeId === TRANSACTION_TYPE.tripRate),
        ...own.filter((t) => t.typeId !== TRANSACTION_TYPE.tripRate),
      ];
      facts.set(load.id, {
        loadId: load.id,
        loadNumber: load.idNumber,
        statusId: load.statusId,
        broker: {
          id: broker.id,
          name: broker.name,
          address: broker.address,
          city: broker.city,
          state: broker.stateCode,
          zipCode: broker.zipCode,
          email: broker.invoicingEmail,
          daysToPay: broker.daysToPay,
        },
        pickup: {
          facility: load.pickupFacility,
          city: load.pickupCity,
          state: load.pickupState,
          zip: load.pickupZip,
          at: load.pickupOpenAt,
        },
        delivery: {
          facility: load.deliveryFacility,
          city: load.deliveryCity,
          state: load.deliveryState,
          zip: load.deliveryZip,
          at: load.deliveryOpenAt,
        },
        lines: [
          ...ordered.map((t) => ({
            description: describe(TYPE_NAMES[t.typeId] ?? 'Accessorial', t.comment),
            amountCents: t.amountCents,
            transactionTypeId: t.typeId,
          })),
          ...osd
            .filter((o) => o.loadId === load.id)
            .map((o) => ({
              description: describe(`OS&D deduction (${OSD_KIND[o.kind] ?? o.kind})`, o.note),
              amountCents: -o.amountCents,
              transactionTypeId: TRANSACTION_TYPE.deduction,
            })),
        ],
      });
    }
    return facts;
  }
}

const describe = (name: string, comment: string | null) => {
  const note = comment?.trim();
  const same = note?.toLowerCase() === name.toLowerCase();
  return (note && !same ? `${name}: ${note}` : name).slice(0, 200);
};
