import { Select, type SelectProps } from '@mantine/core';
import { type TouchedFieldProps, useTouched } from './use-touched';

export type SelectFieldProps = TouchedFieldProps<SelectProps>;

/**
 * A select; a searchable one takes the first option matching what is typed on Enter ("TX", Enter: Texas), as a
 * person typing a state, a unit or a name expects, instead of clearing the text (the raw searchable selects set
 * `selectFirstOptionOnChange` too).
 */
export function SelectField({ error, touched, onBlur, ...rest }: SelectFieldProps) {
  const { isTouched, handleBlur } = useTouched(touched, onBlur);
  return (
    <Select
      allowDeselect={false}
      comboboxProps={{ shadow: 'md' }}
      selectFirstOptionOnChange={Boolean(rest.searchable)}
      {...rest}
      onBlur={handleBlur}
      error={isTouched ? error : undefined}
    />
  );
}
