import type { CarModel, ParametricItem } from '@fletx/contract/parametrics';
import type { DbOrTx } from '../../db/client';
import { type ParametricList, ParametricsRepository } from './parametrics.repository';

export type { ParametricList };

/** Parametric lists (spec "Parametrics"): stored by a migration, read-only for the API. */
export class ParametricsService {
  private readonly repo: ParametricsRepository;

  constructor(db: DbOrTx) {
    this.repo = new ParametricsRepository(db);
  }

  list(list: ParametricList): Promise<ParametricItem[]> {
    return this.repo.list(list);
  }

  /** Every model, or those of one make. */
  models(makeId?: number): Promise<CarModel[]> {
    return this.repo.models(makeId);
  }
}
