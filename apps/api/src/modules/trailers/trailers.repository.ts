import { and, count, desc, eq, ne, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { trailerSizes, trailers, trailerTypes } from '../../db/schema';

export type TrailerRow = typeof trailers.$inferSelect;
export type NewTrailerRow = typeof trailers.$inferInsert;
export type TrailerJoinedRow = { trailer: TrailerRow; sizeName: string; typeName: string };

/** Plate, VIN, trailer number or truck plate (trailers_search_trgm_idx), lowercased and unaccented. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = sql`'%' || lower(unaccent_immutable(${search.replace(/[\\%_]/g, (c) => `\\${c}`)})) || '%'`;
  return sql`lower(unaccent_immutable(${trailers.plateNumber} || ' ' || ${trailers.vin} || ' ' || ${trailers.trailerNumber} || ' ' || ${trailers.truckPlateNumber})) LIKE ${pattern}`;
}

/** The only place with queries on trailers. */
export class TrailersRepository {
  constructor(private readonly db: DbOrTx) {}

  private selectJoined(db: DbOrTx) {
    return db
      .select({ trailer: trailers, sizeName: trailerSizes.name, typeName: trailerTypes.name })
      .from(trailers)
      .innerJoin(trailerSizes, eq(trailerSizes.id, trailers.sizeId))
      .innerJoin(trailerTypes, eq(trailerTypes.id, trailers.typeId));
  }

  /** Newest first. */
  async list(
    options: { offset: number; limit: number; search?: string },
    db: DbOrTx = this.db,
  ): Promise<{ rows: TrailerJoinedRow[]; total: number }> {
    const where = searchCondition(options.search);
    const rows = await this.selectJoined(db)
      .where(where)
      .orderBy(desc(trailers.id))
      .limit(options.limit)
      .offset(options.offset);
    const [total] = await db.select({ n: count() }).from(trailers).where(where);
    return { rows, total: total?.n ?? 0 };
  }

  async findById(id: number, db: DbOrTx = this.db): Promise<TrailerJoinedRow | undefined> {
    const [row] = await this.selectJoined(db).where(eq(trailers.id, id)).limit(1);
    return row;
  }

  /** Another trailer (not deleted) with this VIN, plate or number. */
  async findActiveDuplicate(
    field: 'vin' | 'plateNumber' | 'trailerNumber',
    value: string,
    exceptId: number | undefined,
    db: DbOrTx = this.db,
  ): Promise<TrailerRow | undefined> {
    const [row] = await db
      .select()
      .from(trailers)
      .where(
        and(
          eq(trailers[field], value),
          not(trailers.isDeleted),
          exceptId === undefined ? undefined : ne(trailers.id, exceptId),
        ),
      )
      .limit(1);
    return row;
  }

  async insert(values: NewTrailerRow, db: DbOrTx = this.db): Promise<TrailerRow> {
    const [row] = await db.insert(trailers).values(values).returning();
    if (!row) throw new Error('insert into trailers returned no row');
    return row;
  }

  async update(id: number, values: NewTrailerRow, db: DbOrTx = this.db): Promise<void> {
    await db
      .update(trailers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(trailers.id, id));
  }

  /** Soft delete: true when the trailer was active. */
  async markDeleted(id: number, db: DbOrTx = this.db): Promise<boolean> {
    const rows = await db
      .update(trailers)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(and(eq(trailers.id, id), not(trailers.isDeleted)))
      .returning({ id: trailers.id });
    return rows.length > 0;
  }

  async counts(db: DbOrTx = this.db): Promise<{ total: number; active: number; inactive: number }> {
    const [row] = await db
      .select({
        total: count(),
        inactive: sql<number>`count(*) FILTER (WHERE ${trailers.isDeleted})`.mapWith(Number),
      })
      .from(trailers);
    const total = row?.total ?? 0;
    const inactive = row?.inactive ?? 0;
    return { total, active: total - inactive, inactive };
  }
}
