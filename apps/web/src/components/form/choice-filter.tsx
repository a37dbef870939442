import { Select, type SelectProps } from '@mantine/core';

/**
 * A list's filter by one of a few values, or all of them (''): `all` names the latter, `labelOf` each value; what
 * the field hands back is kept only when it is one of `choices`.
 */
export function ChoiceFilter<V extends string>({
  choices,
  labelOf,
  all,
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange' | 'allowDeselect'> & {
  choices: ReadonlyArray<V>;
  labelOf: (choice: V) => string;
  all: string;
  value: V | '';
  onChange: (value: V | '') => void;
}) {
  return (
    <Select
      {...props}
      value={value}
      onChange={(next) => onChange(choices.find((c) => c === next) ?? '')}
      data={[{ value: '', label: all }, ...choices.map((c) => ({ value: c, label: labelOf(c) }))]}
      allowDeselect={false}
    />
  );
}
