import { trailerName, truckName } from '@fletx/contract/compliance';
import type { Inspection, UnitType } from '@fletx/contract/inspections';
import { isoString } from '../../lib/iso-time';
import type { RecordNames, UnitName } from '../read-model/record-names.queries';
import type { DefectRow, InspectionRow } from './inspections.repository';

/** A unit as the 409s and the bell name it, e.g. "Truck 101 (ABC1234)". */
export function unitTitle(type: UnitType, unit: UnitName | undefined, id: number): string {
  const { number, plate } = unit ?? { number: String(id), plate: '?' };
  return type === 'truck'
    ? truckName({ unitNumber: number, plateNumber: plate })
    : trailerName({ trailerNumber: number, plateNumber: plate });
}

/** A report as the API answers it: its ids and, beside them, the driver's name and the units' numbers. */
export function toInspection(row: InspectionRow, defects: DefectRow[], names: RecordNames): Inspection {
  return {
    id: row.id,
    kind: row.kind,
    driverId: row.driverId,
    driverName: names.drivers.get(row.driverId) ?? `Driver ${row.driverId}`,
    truckId: row.truckId,
    truckNumber: names.trucks.get(row.truckId)?.number ?? String(row.truckId),
    trailerId: row.trailerId,
    trailerNumber:
      row.trailerId === null ? null : (names.trailers.get(row.trailerId)?.number ?? String(row.trailerId)),
    odometer: row.odometer,
    signature: row.signature,
    at: isoString(row.at),
    createdAt: isoString(row.createdAt),
    items: row.items,
    defects: defects.map((d) => ({
      id: d.id,
      unitType: d.unitType,
      unitId: d.unitId,
      item: d.item,
      note: d.note,
      severity: d.severity,
      status: d.status,
      repairedAt: d.repairedAt ? isoString(d.repairedAt) : null,
      repairedBy: d.repairedBy,
      workOrderId: d.workOrderId,
    })),
  };
}
