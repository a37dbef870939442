import type { LoadInstruction } from '@fletx/contract/load-instructions';
import { loadMessages } from '@fletx/contract/loads';
import type { UnitOfWork } from '../../db/unit-of-work';
import { conflict, notFound } from '../../lib/errors';
import { LoadInstructionsRepository } from './load-instructions.repository';
import type { LoadActor } from './loads.common';
import { toInstructionWire } from './loads.mapper';
import { LoadsRepository } from './loads.repository';

/** The instructions of a load (docs/product.md "Instructions"): one notepad per load. */
export class LoadInstructionsService {
  private readonly instructions: LoadInstructionsRepository;
  private readonly loads: LoadsRepository;

  constructor(private readonly uow: UnitOfWork) {
    this.instructions = new LoadInstructionsRepository(uow);
    this.loads = new LoadsRepository(uow);
  }

  async of(loadId: number): Promise<LoadInstruction[]> {
    await this.assertLoad(loadId);
    return (await this.instructions.of(loadId)).map(toInstructionWire);
  }

  async create(loadId: number, text: string, actor: LoadActor): Promise<LoadInstruction> {
    return this.uow.transaction(async () => {
      await this.assertLoad(loadId);
      const [existing] = await this.instructions.of(loadId);
      if (existing) throw conflict(loadMessages.instructionExists);
      return toInstructionWire(await this.instructions.insert({ loadId, text, updatedBy: actor.userId }));
    });
  }

  async update(id: number, text: string, actor: LoadActor): Promise<LoadInstruction> {
    const row = await this.instructions.update(id, text, actor.userId);
    if (!row) throw notFound(loadMessages.instructionNotFound);
    return toInstructionWire(row);
  }

  private async assertLoad(loadId: number): Promise<void> {
    if (!(await this.loads.findById(loadId))) throw notFound(loadMessages.notFound);
  }
}
