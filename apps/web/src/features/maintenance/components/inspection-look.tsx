import type { DefectSeverity, Inspection, InspectionKind } from '@fletx/contract/inspections';
import { Badge } from '@mantine/core';
import type { Look } from '../../../components/table/look-badge';

export const KIND_LABEL: Record<InspectionKind, string> = { pre_trip: 'Pre-trip', post_trip: 'Post-trip' };

export const SEVERITY_LOOK: Record<DefectSeverity, Look> = {
  minor: { label: 'Minor', color: 'yellow' },
  out_of_service: { label: 'Out of service', color: 'red' },
};

/** The units a report covers by their unit numbers: 'Truck 105 · Trailer T-9' (ids when a number is unknown). */
export const unitsOf = (inspection: Inspection) =>
  [
    `Truck ${inspection.truckNumber ?? inspection.truckId}`,
    inspection.trailerId === null ? null : `Trailer ${inspection.trailerNumber ?? inspection.trailerId}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** Who reported it: the driver's name (their id when unknown). */
export const driverOf = (inspection: Inspection) => inspection.driverName ?? `Driver ${inspection.driverId}`;

/** The red marker of a report with an out-of-service defect still open. */
export function OutOfServiceBadge({ inspection }: { inspection: Inspection }) {
  const open = inspection.defects.some((d) => d.severity === 'out_of_service' && d.status === 'open');
  return open ? (
    <Badge color="red" variant="filled">
      Out of service
    </Badge>
  ) : null;
}
