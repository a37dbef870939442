import type { FieldValues } from 'react-hook-form';
import { type Bound, type Controlled, useBoundField } from './bound-field';
import { SelectField, type SelectFieldProps } from './select-field';

/** A select bound to react-hook-form (bound-field.tsx). */
export type FormSelectFieldProps<T extends FieldValues, TOut = T> = Omit<SelectFieldProps, Controlled> &
  Bound<T, TOut>;

export function FormSelectField<T extends FieldValues, TOut = T>(field: FormSelectFieldProps<T, TOut>) {
  const { rest, set, props } = useBoundField(field);
  const change: SelectFieldProps['onChange'] = (next, option) => {
    set(next ?? '');
    field.onChange?.(next, option);
  };
  return (
    <SelectField {...rest} {...props} value={props.value === '' ? null : props.value} onChange={change} />
  );
}
