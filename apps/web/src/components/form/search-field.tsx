import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TypedSearch } from '../../hooks/use-list-search';
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

/** The search box of a list searched as the user types (see useTypedSearch). */
export function TypedSearchField({
  search,
  ...rest
}: Omit<TextInputProps, 'label' | 'value' | 'onChange'> & { search: Pick<TypedSearch, 'text' | 'setText'> }) {
  return (
    <TextInput
      label="Search"
      value={search.text}
      onChange={(event) => search.setText(event.currentTarget.value)}
      {...rest}
    />
  );
}
