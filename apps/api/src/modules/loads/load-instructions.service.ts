import type { LoadInstruction } from '@fletx/contract/load-instructions';
import { loadMessages } from '@fletx/contract/loads';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { AuditTrail } from '../../lib/audit-trail';
import { conflict, notFound } from '../../lib/errors';
import { LoadInstructionsRepository } from './load-instructions.repository';
import type { LoadActor } from './loads.common';
import { toInstructionWire } from './loads.mapper';
import { LoadsRepository } from './loads.repository';

const loadTarget = (id: number) => ({ type: 'load' as const, id });

/**
 * The instructions of a load (docs/product.md "Instructions"): one notepad per load. Adding or editing it
 * is an update of the load in the audit trail, with the text before → after.
 */
export class LoadInstructionsService {
  private readonly instructions: LoadInstructionsRepository;
  private readonly loads: LoadsRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
  ) {
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
      const row = await this.instructions.insert({ loadId, text, updatedBy: actor.userId });
      await this.audit.changed(
        loadTarget(loadId),
        undefined,
        { instructions: row.text },
        {
          summary: 'Instructions added',
        },
      );
      return toInstructionWire(row);
    });
  }

  async update(id: number, text: string, actor: LoadActor): Promise<LoadInstruction> {
    return this.uow.transaction(async () => {
      const before = await this.instructions.findById(id);
      const row = before && (await this.instructions.update(id, text, actor.userId));
      if (!before || !row) throw notFound(loadMessages.instructionNotFound);
      await this.audit.changed(
        loadTarget(row.loadId),
        { instructions: before.text },
        { instructions: row.text },
        { summary: 'Instructions edited' },
      );
      return toInstructionWire(row);
    });
  }

  private async assertLoad(loadId: number): Promise<void> {
    if (!(await this.loads.findById(loadId))) throw notFound(loadMessages.notFound);
  }
}
