import { eq } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { loadInstructions } from '../../db/schema';

export type LoadInstructionRow = typeof loadInstructions.$inferSelect;

/** The only place with queries on loads' instructions (one per load). */
export class LoadInstructionsRepository extends Repository {
  of(loadId: number): Promise<LoadInstructionRow[]> {
    return this.findMany(loadInstructions, eq(loadInstructions.loadId, loadId));
  }

  insert(values: typeof loadInstructions.$inferInsert): Promise<LoadInstructionRow> {
    return this.insertOne(loadInstructions, values);
  }

  findById(id: number): Promise<LoadInstructionRow | undefined> {
    return this.findOne(loadInstructions, eq(loadInstructions.id, id));
  }

  update(id: number, text: string, updatedBy: number): Promise<LoadInstructionRow | undefined> {
    return this.updateStamped(loadInstructions, eq(loadInstructions.id, id), { text, updatedBy });
  }
}
