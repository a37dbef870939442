import type { DefectSeverity, Inspection, InspectionKind } from '@fletx/contract/inspections';
import { Badge } from '@mantine/core';

export const KIND_LABEL: Record<InspectionKind, string> = { pre_trip: 'Pre-trip', post_trip: 'Post-trip' };

export const SEVERITY_LOOK: Record<DefectSeverity, { label: string; color: string }> = {
  minor: { label: 'Minor', color: 'yellow' },
  out_of_service: { label: 'Out of service', color: 'red' },
};

/** The units a report covers: 'Truck 4 · Trailer 9'. */
export const unitsOf = (inspection: Inspection) =>
  [`Truck ${inspection.truckId}`, inspection.trailerId === null ? null : `Trailer ${inspection.trailerId}`]
    .filter(Boolean)
    .join(' · ');

/** The red marker of a report with an out-of-service defect still open. */
export function OutOfServiceBadge({ inspection }: { inspection: Inspection }) {
  const open = inspection.defects.some((d) => d.severity === 'out_of_service' && d.status === 'open');
  return open ? (
    <Badge color="red" variant="filled">
      Out of service
    </Badge>
  ) : null;
}
