import { DETENTION_CENTS_PER_HOUR, type LoadProgress } from '@fletx/contract/check-calls';
import { TRANSACTION_TYPE } from '@fletx/contract/load-ledger';
import type { BrokerCheckCallsService } from '../brokers/broker-check-calls.service';
import type { LoadLedgerService } from '../loads/load-ledger.service';
import type { LoadsService } from '../loads/loads.service';
import { arrivalAtStop, detentionOf } from './load-progress';
import type { TrackingLinksService } from './tracking-links.service';

/**
 * The load page's "ETA to delivery" line and detention (docs/product.md "Tracking links and check calls"):
 * each stop's arrival and departure from the driver's steps, the time on site beyond the broker's free time,
 * and the detention entry proposed for the invoice (the dispatcher adds it to the ledger, or not).
 */
export class LoadProgressService {
  constructor(
    private readonly links: Pick<TrackingLinksService, 'progress'>,
    private readonly loads: Pick<LoadsService, 'get'>,
    private readonly brokers: Pick<BrokerCheckCallsService, 'freeMinutes'>,
    private readonly ledger: Pick<LoadLedgerService, 'transactions'>,
  ) {}

  async of(loadId: number): Promise<LoadProgress> {
    const load = await this.loads.get(loadId);
    const { stops, eta } = await this.links.progress(load);
    const freeMinutes = await this.brokers.freeMinutes(load.broker_id);
    const detention = detentionOf(stops, freeMinutes);
    const entries = await this.ledger.transactions(loadId);
    const billed = entries.some((e) => e.transaction_type_id === TRANSACTION_TYPE.detention);
    const minutes = detention.reduce((sum, s) => sum + s.detentionMinutes, 0);
    return {
      eta: eta && { ...eta, ...arrivalAtStop(load, eta.stop, eta.at) },
      freeMinutes,
      stops: detention,
      // Whole quarter hours, as detention is usually billed.
      detentionProposalCents: billed
        ? null
        : Math.round(Math.floor(minutes / 15) * (DETENTION_CENTS_PER_HOUR / 4)),
    };
  }
}
