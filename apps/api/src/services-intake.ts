import type { UnitOfWork } from './db/unit-of-work';
import type { AuditTrail } from './lib/audit-trail';
import type { Clock } from './lib/clock';
import type { LiveEvents } from './lib/live-events';
import type { FileStorage } from './lib/storage';
import { IntakeLlm, type IntakeLlmConfig } from './modules/intake/intake.llm';
import { IntakeService } from './modules/intake/intake.service';
import type { LoadsService } from './modules/loads/loads.service';
import { IntakeQueries } from './modules/read-model/intake.queries';
import type { ServiceLogger } from './services-options';

/**
 * The part of the composition root (services.ts) for rate confirmations in (docs/product.md "Rate
 * confirmations"): drafts read in the background, with a language model when one is configured.
 */
export function createIntakeService(
  uow: UnitOfWork,
  storage: FileStorage,
  loads: LoadsService,
  live: LiveEvents,
  audit: AuditTrail,
  clock: Clock,
  log: ServiceLogger,
  llm: IntakeLlmConfig | undefined,
) {
  const reader = llm ? new IntakeLlm(llm, log) : undefined;
  return new IntakeService(uow, storage, new IntakeQueries(uow), loads, live, audit, clock, log, reader);
}
