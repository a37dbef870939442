import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

type PersonValues = { first_name: string; last_name: string; email: string; phone: string };

/** First Name, Last Name, Email and Phone Number, as the user and driver forms ask them. */
export function PersonFields<T extends FieldValues & PersonValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const name = (key: keyof PersonValues) => key as FieldPathByValue<T, string>;
  return (
    <>
      <FormTextField control={control} name={name('first_name')} label="First Name" withAsterisk />
      <FormTextField control={control} name={name('last_name')} label="Last Name" withAsterisk />
      <FormTextField control={control} name={name('email')} type="email" label="Email" withAsterisk />
      <FormTextField control={control} name={name('phone')} type="phone" label="Phone Number" withAsterisk />
    </>
  );
}
