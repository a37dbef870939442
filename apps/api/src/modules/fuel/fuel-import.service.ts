import {
  FUEL_IMPORT_FIELDS,
  type FuelImportMapping,
  type FuelImportResult,
  fuelImportMapping,
  MAX_IMPORT_ROWS,
  fuelImportMessages as m,
  REQUIRED_IMPORT_FIELDS,
} from '@fletx/contract/fuel-import';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../lib/clock';
import { badRequest, invalidField } from '../../lib/errors';
import { type IftaQueries, unitKey } from '../read-model/ifta.queries';
import type { NewFuelPurchase } from './fuel.repository';
import type { FuelService } from './fuel.service';
import { headerSignature, isComplete, recognise, suggest } from './fuel-card-layouts';
import { importKey, readCsv, readRow } from './fuel-rows';

const mappingError = (message: string) => invalidField('body.mapping', message);

/**
 * Imports a fuel card's CSV export (docs/product.md "Fuel"): the layout recognised by its headers (WEX, EFS,
 * Comdata), remembered from an earlier mapping, or mapped now by the person (`mapping`); every row that reads
 * is imported once (its `import_key`), every other answered with its line and reason.
 */
export class FuelImportService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly fuel: FuelService,
    private readonly queries: IftaQueries,
    private readonly clock: Clock,
  ) {}

  async import(bytes: Buffer, mappingText: string | undefined, userId: number): Promise<FuelImportResult> {
    const table = readCsv(bytes);
    if (table.rows.length === 0) throw badRequest(m.noRows);
    if (table.rows.length > MAX_IMPORT_ROWS) throw badRequest(m.tooManyRows(MAX_IMPORT_ROWS));
    const signature = headerSignature(table.headers);
    const given = mappingText === undefined ? undefined : this.mappingOf(mappingText, table.headers);
    const known = recognise(table.headers);
    const mapping = given ?? known?.mapping ?? (await this.fuel.repo.layout(signature));
    const empty = { imported: 0, duplicates: 0, errors: [], headers: table.headers };
    if (!mapping || !isComplete(mapping))
      return { ...empty, layout: null, needsMapping: true, suggested: suggest(table.headers) };
    if (given) await this.fuel.repo.saveLayout(signature, table.headers, given, userId);

    const index = new Map(table.headers.map((h, i) => [h, i] as const));
    const now = this.clock.now();
    const errors: FuelImportResult['errors'] = [];
    const read = table.rows.flatMap(({ line, cells }) => {
      const row = readRow(cells, index, mapping, now);
      if ('reason' in row) {
        errors.push({ line, reason: row.reason });
        return [];
      }
      return [{ line, row }];
    });
    const trucks = await this.queries.trucksByUnit(read.map((r) => r.row.unit));
    const values = new Map<string, NewFuelPurchase>();
    let duplicates = 0;
    for (const { line, row } of read) {
      const truckId = trucks.get(unitKey(row.unit));
      if (truckId === undefined) {
        errors.push({ line, reason: m.unknownUnit(row.unit) });
        continue;
      }
      const key = importKey(row);
      if (values.has(key)) {
        duplicates += 1;
        continue;
      }
      values.set(key, {
        truckId,
        at: row.at,
        jurisdiction: row.state,
        gallons: (row.milliGallons / 1000).toFixed(3),
        amountCents: row.cents,
        vendor: row.vendor,
        source: 'import',
        importKey: key,
        createdBy: userId,
      });
    }
    const imported = await this.uow.transaction(async () => {
      let count = 0;
      const all = [...values.values()];
      for (let i = 0; i < all.length; i += 500) count += await this.fuel.addMany(all.slice(i, i + 500));
      return count;
    });
    errors.sort((a, b) => a.line - b.line);
    return {
      layout: given ? 'mapped' : (known?.name ?? 'mapped'),
      needsMapping: false,
      headers: table.headers,
      suggested: {},
      imported,
      duplicates: duplicates + values.size - imported,
      errors,
    };
  }

  /** The person's mapping (a JSON object): every required field named, each header one of the file's. */
  private mappingOf(text: string, headers: ReadonlyArray<string>): FuelImportMapping {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw mappingError(m.mapping);
    }
    const parsed = fuelImportMapping.safeParse(json);
    if (!parsed.success) throw mappingError(m.mapping);
    const mapping: FuelImportMapping = {};
    for (const field of FUEL_IMPORT_FIELDS) {
      const header = parsed.data[field];
      if (!header) continue;
      if (!headers.includes(header)) throw mappingError(m.mappingUnknownHeader(header));
      mapping[field] = header;
    }
    const missing = REQUIRED_IMPORT_FIELDS.find((f) => !mapping[f]);
    if (missing) throw mappingError(m.mappingMissing(missing));
    return mapping;
  }
}
