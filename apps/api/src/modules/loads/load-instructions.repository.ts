import { eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { loadInstructions } from '../../db/schema';
import type { ExpectedVersion } from '../../lib/record-version';

export type LoadInstructionRow = typeof loadInstructions.$inferSelect;

/** The only place with queries on loads' instructions (one per load). */
export class LoadInstructionsRepository extends Repository {
  of(loadId: number): Promise<LoadInstructionRow[]> {
    return this.findMany(loadInstructions, eq(loadInstructions.loadId, loadId));
  }

  insert(values: typeof loadInstructions.$inferInsert): Promise<LoadInstructionRow> {
    return this.insertOne(loadInstructions, values);
  }

  /** `forUpdate` locks the row until the transaction ends. */
  findById(id: number, { forUpdate = false } = {}): Promise<LoadInstructionRow | undefined> {
    return this.findOne(loadInstructions, eq(loadInstructions.id, id), { forUpdate });
  }

  /** The text at the version the edit expects (version counted; `StaleVersion` when it moved on). */
  update(
    id: number,
    text: string,
    updatedBy: number,
    version: ExpectedVersion,
  ): Promise<LoadInstructionRow | undefined> {
    return this.updateStamped(loadInstructions, eq(loadInstructions.id, id), { text, updatedBy }, version);
  }
}
