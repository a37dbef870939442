import { eq, or, type SQL, sql } from 'drizzle-orm';
import { newestFirst } from '../../db/keyset';
import {
  trailerCompactDocument,
  trailerSearchDocument,
  trailerSizes,
  trailers,
  trailerTypes,
} from '../../db/schema';
import type { UnitOfWork } from '../../db/unit-of-work';
import { EquipmentRepository } from '../../lib/equipment';
import { equipmentRows } from '../../lib/equipment-rows';
import { compactMatch, containsPattern } from '../../lib/search';

export type TrailerRow = typeof trailers.$inferSelect;
export type NewTrailerRow = typeof trailers.$inferInsert;
export type TrailerJoinedRow = { trailer: TrailerRow; sizeName: string; typeName: string };

/** What a trailer keeps unique among the trailers that are not deleted. */
export type TrailerUnique = 'vin' | 'plateNumber' | 'trailerNumber';

/**
 * Plate, VIN, trailer number or truck plate (trailers_search_trgm_idx), lowercased and unaccented; or the plate
 * or trailer number typed without their spaces and dashes (trailers_compact_trgm_idx).
 */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(
    sql`${trailerSearchDocument} LIKE ${containsPattern(search)}`,
    compactMatch(trailerCompactDocument, search),
  );
}

/** The only place with queries on trailers (with the names of their size and type, reference data). */
export class TrailersRepository extends EquipmentRepository<typeof trailers, TrailerUnique> {
  constructor(uow: UnitOfWork) {
    super(uow, trailers, {
      vin: trailers.vin,
      plateNumber: trailers.plateNumber,
      trailerNumber: trailers.trailerNumber,
    });
  }

  /** Newest first, with the names of their size and type. */
  readonly rows = equipmentRows(
    this.listOf('trailers', trailers, newestFirst(trailers, { under: 'trailer' }), (total) =>
      this.db
        .select({ trailer: trailers, sizeName: trailerSizes.name, typeName: trailerTypes.name, ...total })
        .from(trailers)
        .innerJoin(trailerSizes, eq(trailerSizes.id, trailers.sizeId))
        .innerJoin(trailerTypes, eq(trailerTypes.id, trailers.typeId))
        .$dynamic(),
    ),
    trailers,
    searchCondition,
    trailers.trailerNumber,
  );

  insert(values: NewTrailerRow): Promise<TrailerRow> {
    return this.insertOne(trailers, values);
  }

  /** Changes the trailer, at `version` when given (`StaleVersion` when it moved on); undefined when there is none. */
  update(id: number, values: NewTrailerRow, version?: number): Promise<TrailerRow | undefined> {
    return this.updateStamped(trailers, eq(trailers.id, id), values, version);
  }

  /** The names of a size and a type (reference data), as a trailer shows them. */
  async namesOf(sizeId: number, typeId: number): Promise<{ sizeName: string; typeName: string }> {
    const [[size], [type]] = await this.uow.all(
      () => this.db.select({ name: trailerSizes.name }).from(trailerSizes).where(eq(trailerSizes.id, sizeId)),
      () => this.db.select({ name: trailerTypes.name }).from(trailerTypes).where(eq(trailerTypes.id, typeId)),
    );
    return { sizeName: size?.name ?? '', typeName: type?.name ?? '' };
  }
}
