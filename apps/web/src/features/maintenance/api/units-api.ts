import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import {
  type UnitOption,
  type UnitPicker,
  useChosenUnit,
  useTrailerPicker,
  useTruckPicker,
} from '../../../lib/units';

export type { UnitOption } from '../../../lib/units';

/**
 * The trucks and trailers the pickers offer (the first 100 of each, as their lists answer them), named by
 * their unit number and plate. The screens name a record's unit from its answer (`unitNumber`), never from
 * these.
 */
export function useUnitOptions(): Record<MaintenanceUnitType, UnitPicker> {
  return { truck: useTruckPicker(), trailer: useTrailerPicker() };
}

/** The unit the screen's filters chose, as an option: the pickers' own, or read by its id beyond them. */
export function useFilterUnit(
  units: Record<MaintenanceUnitType, UnitPicker>,
  unit: { unitType: MaintenanceUnitType; unitId: number } | undefined,
): UnitOption | undefined {
  const unitType = unit?.unitType ?? 'truck';
  return useChosenUnit(unitType, unit?.unitId, units[unitType]);
}
