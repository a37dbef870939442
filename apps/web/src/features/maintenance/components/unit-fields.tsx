import { MAINTENANCE_UNIT_TYPES, type MaintenanceUnitType } from '@fletx/contract/maintenance';
import type { Control, FieldPathByValue } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormUnitSelectField } from '../../../components/form/unit-select';
import type { UnitOption } from '../../../lib/units';
import { UNIT_TYPE_OPTIONS, unitTypeLabel } from './unit-label';

/** The unit's fields of a form: its type and its id, as typed. */
type UnitValues = { unitType: string; unitId: string };

/** The unit of the record edited, as its answer names it. */
export type SavedUnit = { unitType: MaintenanceUnitType; unitId: number; unitNumber: string };

/**
 * The unit a schedule or work order is for: its type, then the active truck or trailer (the server refuses a
 * deleted one) searched on the server by its number or plate as a person types
 * (components/form/unit-select.tsx), the edited record's own unit shown by
 * the number its answer gives, and a unit the form opened with (from its page) read by its id.
 */
export function UnitFields<T extends UnitValues, TOut>({
  control,
  onTypeChange,
  disabled,
  saved,
}: {
  control: Control<T, unknown, TOut>;
  /** The type changed: the form clears what belonged to the unit before. */
  onTypeChange: () => void;
  disabled?: boolean;
  /** The edited record's unit: shown by its name, wherever it is in the fleet. */
  saved?: SavedUnit;
}) {
  // The two names are fields of every form this serves (UnitValues); react-hook-form cannot see it through T.
  const typeName = 'unitType' as FieldPathByValue<T, string>;
  const idName = 'unitId' as FieldPathByValue<T, string>;
  const typed = useWatch({ control, name: typeName }) as string;
  const unitType = MAINTENANCE_UNIT_TYPES.find((t) => t === typed) ?? 'truck';
  const own: UnitOption | undefined = saved && {
    unitType: saved.unitType,
    unitId: saved.unitId,
    label: saved.unitNumber,
    number: saved.unitNumber,
  };
  return (
    <>
      <FormSelectField
        control={control}
        name={typeName}
        label="Unit type"
        data={UNIT_TYPE_OPTIONS}
        allowDeselect={false}
        withAsterisk
        disabled={disabled}
        onChange={onTypeChange}
      />
      <FormUnitSelectField
        // A new type starts a new search (and forgets the unit chosen of the other type).
        key={unitType}
        control={control}
        name={idName}
        unitType={unitType}
        known={own}
        activeOnly
        label={unitTypeLabel(unitType)}
        placeholder="Unit number or plate"
        withAsterisk
        disabled={disabled}
      />
    </>
  );
}
