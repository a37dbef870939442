import { asc, eq, sql } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { carMakes, carModels, fuelTypes, loadStatuses, trailerSizes, trailerTypes } from '../../db/schema';

export type ParametricList = 'trailerTypes' | 'trailerSizes' | 'fuelTypes' | 'loadStatuses' | 'carMakes';

const TABLES = { trailerTypes, trailerSizes, fuelTypes, loadStatuses, carMakes } as const;

/** The only place with queries on the parametric tables. */
export class ParametricsRepository extends Repository {
  /** Fixed lists come in id order; makes by name (what a selector shows). */
  async list(list: ParametricList): Promise<Array<{ id: number; name: string }>> {
    const table = TABLES[list];
    return this.run(`${list} list`, () =>
      this.db
        .select({ id: table.id, name: table.name })
        .from(table)
        .orderBy(list === 'carMakes' ? asc(table.name) : asc(table.id)),
    );
  }

  /** The name of one item of a list ('' when there is none). */
  async nameOf(list: ParametricList, id: number): Promise<string> {
    const table = TABLES[list];
    const row = await this.runFirst(
      `${list} name`,
      () =>
        this.db
          .select({ name: table.name })
          .from(table)
          .where(eq(table.id, sql.placeholder('id'))),
      { id },
    );
    return row?.name ?? '';
  }

  async models(makeId?: number): Promise<Array<{ id: number; name: string; make_id: number }>> {
    const query = this.db
      .select({ id: carModels.id, name: carModels.name, make_id: carModels.makeId })
      .from(carModels);
    return (makeId === undefined ? query : query.where(eq(carModels.makeId, makeId))).orderBy(
      asc(carModels.makeId),
      asc(carModels.name),
    );
  }
}
