import type { IntakeFields } from '@fletx/contract/intake';
import type { IntakeRepository } from './intake.repository';

/** What matching reads of the brokers and loads (read-model/intake.queries.ts). */
export interface BrokerLookups {
  brokerByMc(mc: string): Promise<number | undefined>;
  brokerByName(name: string): Promise<number | undefined>;
  loadOf(brokerId: number, idNumber: string): Promise<number | undefined>;
}

/** What a draft's fields point at: its broker, and what it may repeat. */
export interface Matches {
  brokerId: number | null;
  /** The earliest other draft of the same broker (MC number) and broker load number. */
  duplicateOf: number | null;
  /** A load of that broker with that load number as its ID number. */
  duplicateLoadId: number | null;
  /** The values the duplicate lookup reads (intake_drafts_broker_load_idx). */
  brokerMc: string | null;
  brokerLoadNumber: string | null;
}

/**
 * The broker a rate confirmation names (by MC number, else by name) and the earlier drafts or loads with the
 * same broker and broker load number (docs/product.md "Rate confirmations").
 */
export class IntakeMatching {
  constructor(
    private readonly repo: IntakeRepository,
    private readonly queries: BrokerLookups,
  ) {}

  async broker(fields: Pick<IntakeFields, 'brokerMc' | 'brokerName'>): Promise<number | null> {
    const byMc = fields.brokerMc ? await this.queries.brokerByMc(fields.brokerMc) : undefined;
    if (byMc !== undefined) return byMc;
    const byName = fields.brokerName ? await this.queries.brokerByName(fields.brokerName) : undefined;
    return byName ?? null;
  }

  async of(draftId: number, fields: IntakeFields): Promise<Matches> {
    const brokerId = await this.broker(fields);
    const brokerMc = fields.brokerMc?.replace(/\D/g, '') || null;
    const brokerLoadNumber = fields.brokerLoadNumber?.trim().toUpperCase() || null;
    // One after the other: inside a transaction both would share its one connection.
    const draft =
      brokerMc && brokerLoadNumber
        ? await this.repo.firstOfBrokerLoad(brokerMc, brokerLoadNumber, draftId)
        : undefined;
    const load =
      brokerId !== null && fields.brokerLoadNumber?.trim()
        ? await this.queries.loadOf(brokerId, fields.brokerLoadNumber.trim())
        : undefined;
    return {
      brokerId,
      duplicateOf: draft && draft.id < draftId ? draft.id : null,
      duplicateLoadId: load ?? null,
      brokerMc,
      brokerLoadNumber,
    };
  }
}
