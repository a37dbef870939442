import type { DriverFormBody } from '@fletx/contract/drivers';
import { type Control, Controller } from 'react-hook-form';
import { SelectField } from '../../../components/form/select-field';
import { useStaff } from '../api/get-staff';
import type { DriverFormValues } from './driver-form-values';

/**
 * The driver's dispatcher (docs/product.md "Driver form"): a back-office user, chosen by name, or none. Their
 * drivers are the "Assigned drivers" of the Admin Users list.
 */
export function DispatcherField({
  control,
}: {
  control: Control<DriverFormValues, unknown, DriverFormBody>;
}) {
  const staff = useStaff();
  const options = (staff.data?.data ?? []).map((s) => ({
    value: String(s.id),
    label: `${s.name} · ${s.role}`,
  }));
  return (
    <Controller
      control={control}
      name="dispatcher_id"
      render={({ field }) => (
        <SelectField
          label="Dispatcher"
          placeholder={staff.isPending ? 'Loading…' : 'None'}
          data={options}
          searchable
          clearable
          allowDeselect
          nothingFoundMessage="No back-office user of that name"
          value={field.value === null ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? null : Number(value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
