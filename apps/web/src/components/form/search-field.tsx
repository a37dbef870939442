import { IconSearch } from '@tabler/icons-react';
import { TextField, type TextFieldProps } from './text-field';

export type SearchFieldProps = Omit<TextFieldProps, 'type' | 'leftSection' | 'onDebouncedChange'> & {
  /** Called with the typed text when the search runs. */
  onSearch: (value: string) => void;
  /** When the search runs: once typing pauses, on Enter, or both. */
  searchOn?: 'pause' | 'enter' | 'pause-or-enter';
  iconSize?: number;
};

/** The search box of a list: a text field with a magnifier. */
export function SearchField({
  onSearch,
  searchOn = 'pause-or-enter',
  iconSize = 16,
  onKeyDown,
  ...rest
}: SearchFieldProps) {
  return (
    <TextField
      leftSection={<IconSearch size={iconSize} aria-hidden />}
      onDebouncedChange={searchOn === 'enter' ? undefined : onSearch}
      onKeyDown={(event) => {
        if (searchOn !== 'pause' && event.key === 'Enter') onSearch(event.currentTarget.value);
        onKeyDown?.(event);
      }}
      {...rest}
    />
  );
}
