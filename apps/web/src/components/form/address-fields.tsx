import { US_STATE_OPTIONS } from '@fletx/contract/us-states';
import { fieldGroup } from './form-fields';
import { ZIP_INPUT } from './input-rules';

type AddressValues = { address: string; city: string; state: string; zipCode: string };

/** Address, City, State and ZIP code, as the broker and carrier forms ask them. */
export const AddressFields = fieldGroup<AddressValues>([
  { name: 'address', label: 'Address' },
  { name: 'city', label: 'City' },
  {
    kind: 'select',
    name: 'state',
    label: 'State',
    placeholder: 'Select a state',
    data: US_STATE_OPTIONS.map((o) => ({ ...o })),
    searchable: true,
  },
  { name: 'zipCode', label: 'ZIP code', ...ZIP_INPUT },
]);
