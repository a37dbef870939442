import type { DbOrTx } from '../../db/client';
import { type NewLoadLocation, TrackingRepository } from './tracking.repository';

export type { NewLoadLocation };

/** Writes load location pings (the driver API and demo data), in the caller's transaction when given. */
export class LocationsService {
  private readonly repo: TrackingRepository;

  constructor(db: DbOrTx) {
    this.repo = new TrackingRepository(db);
  }

  /** Inserts in chunks of 500 rows. */
  async record(rows: ReadonlyArray<NewLoadLocation>, db?: DbOrTx): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) await this.repo.insertLocations(rows.slice(i, i + 500), db);
  }
}
