import type { UnitType } from '@fletx/contract/inspections';
import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../../db/client';
import { Repository } from '../../db/repository';
import { trailers, users, vehicles } from '../../db/schema';

/** A truck or trailer as a person reads it: the number painted on it and its plate. */
export interface UnitName {
  number: string;
  plate: string;
}

/** The ids whose names an answer shows: drivers (users), trucks and trailers. */
export interface NameIds {
  drivers?: ReadonlyArray<number | null>;
  trucks?: ReadonlyArray<number | null>;
  trailers?: ReadonlyArray<number | null>;
}

/** The names behind those ids: a driver's name, a truck's or trailer's number and plate (those that exist). */
export interface RecordNames {
  drivers: Map<number, string>;
  trucks: Map<number, UnitName>;
  trailers: Map<number, UnitName>;
}

/** A unit as the maintenance records hold it (a schedule, a work order, a defect). */
export interface UnitRef {
  unitType: UnitType;
  unitId: number;
}

const distinct = (ids: ReadonlyArray<number | null> = []) => [
  ...new Set(ids.filter((id): id is number => id !== null)),
];

type NameRow = { kind: keyof RecordNames; id: number; name: string; plate: string };

const personName = sql`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** One kind's part of the names' query: its rows by primary key; none when no id is asked for. */
function nameSelect(
  kind: NameRow['kind'],
  table: PgTable,
  id: PgColumn,
  name: SQLWrapper,
  plate: SQLWrapper,
  ids: ReadonlyArray<number | null> | undefined,
): SQL | undefined {
  const wanted = distinct(ids);
  if (wanted.length === 0) return undefined;
  return sql`(SELECT ${kind}::text AS kind, ${id} AS id, ${name} AS name, ${plate} AS plate FROM ${table} WHERE ${inArray(id, wanted)})`;
}

/**
 * What answers name beside their ids (docs/product.md "Where the screens get the names"): a driver's name and
 * a truck's or trailer's number, read from the users and equipment modules' tables by their primary keys,
 * deleted units included (a record stays readable after its truck is retired). Reads only; one query for a
 * page's ids, whatever their count.
 */
export class RecordNamesQueries extends Repository {
  async namesOf(ids: NameIds): Promise<RecordNames> {
    const parts = [
      nameSelect('drivers', users, users.id, personName, sql`''`, ids.drivers),
      nameSelect('trucks', vehicles, vehicles.id, vehicles.unitNumber, vehicles.plateNumber, ids.trucks),
      nameSelect(
        'trailers',
        trailers,
        trailers.id,
        trailers.trailerNumber,
        trailers.plateNumber,
        ids.trailers,
      ),
    ].filter((part) => part !== undefined);
    const names: RecordNames = { drivers: new Map(), trucks: new Map(), trailers: new Map() };
    if (parts.length === 0) return names;
    const rows = rowsOf<NameRow>(await this.db.execute(sql.join(parts, sql` UNION ALL `)));
    for (const { kind, id, name, plate } of rows) {
      if (kind === 'drivers') names.drivers.set(id, name);
      else names[kind].set(id, { number: name, plate });
    }
    return names;
  }

  /** The number and plate of each truck or trailer of `ids` that exists. */
  async units(type: UnitType, ids: ReadonlyArray<number>): Promise<Map<number, UnitName>> {
    const names = await this.namesOf(type === 'truck' ? { trucks: ids } : { trailers: ids });
    return type === 'truck' ? names.trucks : names.trailers;
  }

  /**
   * The units' numbers, one query for all: `unitNumber` of each record beside its unit's id (`#id` for a unit
   * that is not there, which a unit kept after its deletion never is).
   */
  async withUnitNumbers<T extends UnitRef>(
    records: ReadonlyArray<T>,
  ): Promise<(T & { unitNumber: string })[]> {
    const of = (type: UnitType) => records.filter((r) => r.unitType === type).map((r) => r.unitId);
    const names = await this.namesOf({ trucks: of('truck'), trailers: of('trailer') });
    return records.map((record) => {
      const unit = (record.unitType === 'truck' ? names.trucks : names.trailers).get(record.unitId);
      return { ...record, unitNumber: unit?.number ?? `#${record.unitId}` };
    });
  }
}
