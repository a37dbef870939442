import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { SearchBox } from '../../hooks/use-list-params';
import { TextField, type TextFieldProps } from './text-field';

export type SearchFieldProps = Omit<
  TextFieldProps,
  'type' | 'leftSection' | 'onDebouncedChange' | 'value' | 'defaultValue' | 'onChange'
> & {
  /** The list's search box (useListParams): its text, and its search run after a pause or on Enter. */
  box: SearchBox;
  iconSize?: number;
};

/** The search box of a list: a text field with a magnifier; Enter runs the search at once. */
export function SearchField({ box, iconSize = 16, onKeyDown, ...rest }: SearchFieldProps) {
  return (
    <TextField
      leftSection={<IconSearch size={iconSize} aria-hidden />}
      value={box.text}
      onChange={box.setText}
      onKeyDown={(event) => {
        if (event.key === 'Enter') box.submit();
        onKeyDown?.(event);
      }}
      {...rest}
    />
  );
}

/** The search of the people lists (drivers, admin users): it runs when Enter is pressed. */
export function EnterSearchField({ box }: { box: SearchBox }) {
  return (
    <SearchField aria-label="Search" placeholder="Search and press Enter" iconSize={14} box={box} w={260} />
  );
}

/** The search box of a list searched as the user types (see useListParams). */
export function TypedSearchField({
  search,
  ...rest
}: Omit<TextInputProps, 'label' | 'value' | 'onChange'> & { search: Pick<SearchBox, 'text' | 'setText'> }) {
  return (
    <TextInput
      label="Search"
      value={search.text}
      onChange={(event) => search.setText(event.currentTarget.value)}
      {...rest}
    />
  );
}
