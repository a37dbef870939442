import type { MaintenanceUnitType } from '@fletx/contract/maintenance';
import type { Control, FieldPathByValue } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { withOption } from '../../../lib/units';
import { useUnitOptions } from '../api/units-api';
import { UNIT_TYPE_OPTIONS } from './unit-label';

/** The unit's fields of a form: its type and its id, as typed. */
type UnitValues = { unitType: string; unitId: string };

/** The unit of the record edited, as its answer names it. */
export type SavedUnit = { unitType: MaintenanceUnitType; unitId: number; unitNumber: string };

/**
 * The unit a schedule or work order is for: its type, then the truck or trailer among the first ones the lists
 * answer (by unit number and plate) or the record's own unit (by the number its answer gives, wherever it is
 * in the fleet), or its id typed when it is none of them.
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
  /** The edited record's unit: offered by its name even beyond the units the lists answer. */
  saved?: SavedUnit;
}) {
  // The two names are fields of every form this serves (UnitValues); react-hook-form cannot see it through T.
  const typeName = 'unitType' as FieldPathByValue<T, string>;
  const idName = 'unitId' as FieldPathByValue<T, string>;
  const [unitType, unitId] = useWatch({ control, name: [typeName, idName] }) as [string, string];
  const units = useUnitOptions();
  const own =
    saved?.unitType === unitType
      ? { value: String(saved.unitId), label: saved.unitNumber, number: saved.unitNumber }
      : undefined;
  const choices = withOption(units[unitType === 'trailer' ? 'trailer' : 'truck'].options, own);
  const name = unitType === 'trailer' ? 'Trailer' : 'Truck';
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
      {choices.length > 0 && (unitId === '' || choices.some((o) => o.value === unitId)) ? (
        <FormSelectField
          control={control}
          name={idName}
          label={name}
          placeholder="Unit number or plate"
          data={choices}
          searchable
          withAsterisk
          disabled={disabled}
        />
      ) : (
        <FormTextField
          control={control}
          name={idName}
          type="number"
          label={`${name} id`}
          description="The number in the address of its page (?id=)"
          withAsterisk
          disabled={disabled}
        />
      )}
    </>
  );
}
