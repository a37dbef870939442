import { type ComplianceItem, fallsDue, shownDay } from '@fletx/contract/compliance';
import { complianceMessages } from '@fletx/contract/compliance-messages';
import {
  INSPECTION_ITEM_LABELS,
  type InspectionItem,
  inspectionMessages,
  type UnitType,
} from '@fletx/contract/inspections';
import { trailerName, truckName } from './compliance.items';

/** One thing that stops a dispatch: the 409's detail (`path`, `message`) and how an override's note names it. */
export interface DispatchBlock {
  path: string;
  message: string;
  summary: string;
}

/**
 * An item of the compliance list that blocks: a dated document (licence, plate, inspection…) expired or
 * missing, or an overdue maintenance schedule the carrier marked as blocking (it carries its `detail`).
 */
export function documentBlock(i: ComplianceItem): DispatchBlock {
  const path = `compliance.${i.entityType}.${i.entityId}.${i.item}`;
  if (i.detail !== undefined)
    return {
      path,
      message: complianceMessages.maintenanceBlocked(i.entityName, i.label, i.detail),
      summary: `${i.entityName}: ${i.label} overdue`,
    };
  return {
    path,
    message: complianceMessages.blocked(i.entityName, i.label, i.state, i.expiresOn, fallsDue(i.item)),
    summary: `${i.entityName}: ${i.label} ${i.state === 'missing' || !i.expiresOn ? 'missing' : `${fallsDue(i.item) ? 'was due' : 'expired'} ${shownDay(i.expiresOn)}`}`,
  };
}

/** An open out-of-service defect of a unit, as the read model gives it. */
export type OpenDefect = { id: number; item: InspectionItem; note: string };

/**
 * How the service reads the open out-of-service defects (the read model's InspectionsQueries): of one unit
 * (a dispatch), of every unit at once (the states of many drivers).
 */
export interface OutOfServiceReader {
  openOutOfServiceDefects(unitType: UnitType, unitId: number): Promise<OpenDefect[]>;
  everyOpenOutOfServiceDefect(): Promise<Array<OpenDefect & { unitType: UnitType; unitId: number }>>;
}

type Unit = { id: number; unitNumber: string; plateNumber: string };
type Trailer = { id: number; trailerNumber: string; plateNumber: string };
type NamedUnit = { type: UnitType; id: number; name: string };

/** The truck and trailer a dispatch would use, named as the messages name them. */
const unitsOf = (truck: Unit | undefined, trailer: Trailer | undefined): NamedUnit[] => [
  ...(truck ? [{ type: 'truck' as const, id: truck.id, name: truckName(truck) }] : []),
  ...(trailer ? [{ type: 'trailer' as const, id: trailer.id, name: trailerName(trailer) }] : []),
];

function defectBlock(unit: NamedUnit, d: OpenDefect): DispatchBlock {
  const label = INSPECTION_ITEM_LABELS[d.item];
  return {
    path: `inspections.${unit.type}.${unit.id}.defect.${d.id}`,
    message: inspectionMessages.outOfService(unit.name, label, d.note),
    summary: inspectionMessages.overriddenDefect(unit.name, label),
  };
}

/**
 * The open out-of-service defects of the truck and trailer a dispatch would use (docs/product.md
 * "Inspections (DVIR)"): each blocks until a work order certifies its repair.
 */
export async function defectBlocks(
  defects: OutOfServiceReader,
  truck: Unit | undefined,
  trailer: Trailer | undefined,
): Promise<DispatchBlock[]> {
  const blocks: DispatchBlock[] = [];
  for (const unit of unitsOf(truck, trailer))
    for (const d of await defects.openOutOfServiceDefects(unit.type, unit.id))
      blocks.push(defectBlock(unit, d));
  return blocks;
}

/**
 * `defectBlocks` with the defects already read (`defectsOf`: a unit's open out-of-service defects, oldest
 * first, as `everyOpenOutOfServiceDefect` gave them): the same blocks, in the same order.
 */
export const defectBlocksFrom = (
  defectsOf: (unitType: UnitType, unitId: number) => ReadonlyArray<OpenDefect>,
  truck: Unit | undefined,
  trailer: Trailer | undefined,
): DispatchBlock[] =>
  unitsOf(truck, trailer).flatMap((unit) => defectsOf(unit.type, unit.id).map((d) => defectBlock(unit, d)));
