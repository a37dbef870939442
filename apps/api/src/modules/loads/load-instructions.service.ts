import { staleRecordNouns } from '@fletx/contract/audit';
import type { LoadInstruction } from '@fletx/contract/load-instructions';
import { loadMessages } from '@fletx/contract/loads';
import type { UnitOfWork } from '../../db/unit-of-work';
import { type AuditTrail, lastSavedOf } from '../../lib/audit-trail';
import type { Clock } from '../../lib/clock';
import { conflict, found } from '../../lib/errors';
import { type ExpectedVersion, foundAtVersion, type Saved } from '../../lib/record-version';
import { LoadInstructionsRepository } from './load-instructions.repository';
import type { LoadActor } from './loads.common';
import { toInstructionWire } from './loads.mapper';
import { LoadsRepository } from './loads.repository';

const loadTarget = (id: number) => ({ type: 'load' as const, id });

/**
 * The instructions of a load (docs/product.md "Instructions"): one notepad per load. Adding or editing it
 * is an update of the load in the audit trail, with the text before → after. The notepad has its own version
 * (docs/product.md "Stale edits"): an edit from an older one is refused with who saved it since, and when.
 */
export class LoadInstructionsService {
  private readonly instructions: LoadInstructionsRepository;
  private readonly loads: LoadsRepository;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {
    this.instructions = new LoadInstructionsRepository(uow);
    this.loads = new LoadsRepository(uow);
  }

  async of(loadId: number): Promise<LoadInstruction[]> {
    return (await this.read(loadId)).data;
  }

  /** The load's instructions (none or one), and the version of the one (the GET's `ETag`). */
  async read(loadId: number): Promise<{ data: LoadInstruction[]; version: number | undefined }> {
    await this.assertLoad(loadId);
    const rows = await this.instructions.of(loadId);
    return { data: rows.map(toInstructionWire), version: rows[0]?.version };
  }

  async create(loadId: number, text: string, actor: LoadActor): Promise<Saved<LoadInstruction>> {
    return this.uow.transaction(async () => {
      await this.assertLoad(loadId);
      const [existing] = await this.instructions.of(loadId);
      if (existing) throw conflict(loadMessages.instructionExists);
      // Dated by the services' clock, as the History's entry of it is ("Last saved" says the same moment).
      const at = this.clock.now();
      const row = await this.instructions.insert({
        loadId,
        text,
        updatedBy: actor.userId,
        createdAt: at,
        updatedAt: at,
      });
      await this.audit.changed(
        loadTarget(loadId),
        undefined,
        { instructions: row.text },
        {
          summary: 'Instructions added',
        },
      );
      return { data: toInstructionWire(row), version: row.version };
    });
  }

  /** The text, at the version the request expects. */
  async update(
    id: number,
    text: string,
    actor: LoadActor,
    version?: ExpectedVersion,
  ): Promise<Saved<LoadInstruction>> {
    const lastSaved = async () => lastSavedOf(await this.instructions.findById(id));
    return this.audit.guardedSaved(staleRecordNouns.loadInstructions, lastSaved, async () => {
      const before = foundAtVersion(
        await this.instructions.findById(id, { forUpdate: true }),
        version,
        loadMessages.instructionNotFound,
      );
      const row = found(
        await this.instructions.update(id, text, actor.userId, version),
        loadMessages.instructionNotFound,
      );
      await this.audit.changed(
        loadTarget(row.loadId),
        { instructions: before.text },
        { instructions: row.text },
        { summary: 'Instructions edited' },
      );
      return { data: toInstructionWire(row), version: row.version };
    });
  }

  private async assertLoad(loadId: number): Promise<void> {
    found(await this.loads.findById(loadId), loadMessages.notFound);
  }
}
