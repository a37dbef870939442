import { type ComplianceItem, complianceMessages, shownDay } from '@fletx/contract/compliance';
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
    message: complianceMessages.blocked(i.entityName, i.label, i.state, i.expiresOn),
    summary: `${i.entityName}: ${i.label} ${i.state === 'missing' || !i.expiresOn ? 'missing' : `expired ${shownDay(i.expiresOn)}`}`,
  };
}

/** How the service reads a unit's open out-of-service defects (the read model's InspectionsQueries). */
export interface OutOfServiceReader {
  openOutOfServiceDefects(
    unitType: UnitType,
    unitId: number,
  ): Promise<Array<{ id: number; item: InspectionItem; note: string }>>;
}

type Unit = { id: number; unitNumber: string; plateNumber: string };
type Trailer = { id: number; trailerNumber: string; plateNumber: string };

/**
 * The open out-of-service defects of the truck and trailer a dispatch would use (docs/product.md
 * "Inspections (DVIR)"): each blocks until a work order certifies its repair.
 */
export async function defectBlocks(
  defects: OutOfServiceReader,
  truck: Unit | undefined,
  trailer: Trailer | undefined,
): Promise<DispatchBlock[]> {
  const units = [
    ...(truck ? [{ type: 'truck' as const, id: truck.id, name: truckName(truck) }] : []),
    ...(trailer ? [{ type: 'trailer' as const, id: trailer.id, name: trailerName(trailer) }] : []),
  ];
  const blocks: DispatchBlock[] = [];
  for (const unit of units)
    for (const d of await defects.openOutOfServiceDefects(unit.type, unit.id)) {
      const label = INSPECTION_ITEM_LABELS[d.item];
      blocks.push({
        path: `inspections.${unit.type}.${unit.id}.defect.${d.id}`,
        message: inspectionMessages.outOfService(unit.name, label, d.note),
        summary: inspectionMessages.overriddenDefect(unit.name, label),
      });
    }
  return blocks;
}
