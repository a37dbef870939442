import type { CarModel, ParametricItem } from '@fletx/contract/parametrics';
import type { UnitOfWork } from '../../db/unit-of-work';
import { type ParametricList, ParametricsRepository } from './parametrics.repository';

export type { ParametricList };

/** Parametric lists (docs/product.md "Parametrics"): stored by a migration, read-only for the API. */
/** Reference data as an answer shows it: the name of an item of a list (a trailer type's, say). */
export type ReferenceNames = Pick<ParametricsService, 'nameOf'>;

export class ParametricsService {
  private readonly repo: ParametricsRepository;

  constructor(uow: UnitOfWork) {
    this.repo = new ParametricsRepository(uow);
  }

  list(list: ParametricList): Promise<ParametricItem[]> {
    return this.repo.list(list);
  }

  /** The name of one item of a list, as a record shows it beside its id ('' when there is none). */
  nameOf(list: ParametricList, id: number): Promise<string> {
    return this.repo.nameOf(list, id);
  }

  /** Every model, or those of one make. */
  models(makeId?: number): Promise<CarModel[]> {
    return this.repo.models(makeId);
  }
}
