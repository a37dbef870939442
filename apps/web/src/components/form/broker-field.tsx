import type { FieldValues } from 'react-hook-form';
import { useBrokerOptions } from '../../lib/form-options';
import type { FormSelectFieldProps } from './form-select-field';
import { FormRecordSelectField } from './record-select-field';

export type FormBrokerFieldProps<T extends FieldValues, TOut = T> = Omit<
  FormSelectFieldProps<T, TOut>,
  'data' | 'label' | 'placeholder'
> & {
  /** The record's broker, kept as a choice when it is no longer approved. */
  current?: { id: number; name: string } | undefined;
};

/** The Broker select of the booking and load forms: approved brokers, searchable, required. */
export function FormBrokerField<T extends FieldValues, TOut = T>({
  current,
  ...rest
}: FormBrokerFieldProps<T, TOut>) {
  const brokers = useBrokerOptions(current);
  return (
    <FormRecordSelectField
      label="Broker"
      what="broker"
      records={brokers}
      placeholder="Select broker"
      {...rest}
    />
  );
}
