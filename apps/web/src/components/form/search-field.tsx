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

/** The search of the people lists (drivers, admin users): it runs when Enter is pressed. */
export function EnterSearchField({ onSearch }: { onSearch: (value: string) => void }) {
  return (
    <SearchField
      aria-label="Search"
      placeholder="Search and press Enter"
      iconSize={14}
      searchOn="enter"
      onSearch={onSearch}
      w={260}
    />
  );
}
