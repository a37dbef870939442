import { US_STATE_OPTIONS } from '@fletx/contract/us-states';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormSelectField } from './form-select-field';
import { FormTextField } from './form-text-field';

type AddressValues = { address: string; city: string; state: string; zipCode: string };

const stateOptions = US_STATE_OPTIONS.map((o) => ({ ...o }));

/** Address, City, State and ZIP code, all required, as the broker and carrier forms ask them. */
export function AddressFields<T extends FieldValues & AddressValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const name = (key: keyof AddressValues) => key as FieldPathByValue<T, string>;
  return (
    <>
      <FormTextField control={control} name={name('address')} label="Address" withAsterisk />
      <FormTextField control={control} name={name('city')} label="City" withAsterisk />
      <FormSelectField
        control={control}
        name={name('state')}
        label="State"
        placeholder="Select a state"
        data={stateOptions}
        searchable
        withAsterisk
      />
      <FormTextField
        control={control}
        name={name('zipCode')}
        type="phone"
        label="ZIP code"
        maxLength={5}
        withAsterisk
      />
    </>
  );
}
