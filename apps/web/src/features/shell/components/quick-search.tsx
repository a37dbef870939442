import { ActionIcon, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { NavItem } from '../config/navigation';
import { AreaLink } from './area-link';

export type QuickSearchProps = {
  items: ReadonlyArray<NavItem>;
};

/** The header's search icon: finds an area of the back office by name and opens it. */
export function QuickSearch({ items }: QuickSearchProps) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const matches = items.filter((item) => item.label.toLowerCase().includes(needle));

  const close = () => {
    setOpened(false);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = matches[0];
    if (event.key === 'Enter' && first) {
      event.preventDefault();
      close();
      navigate(first.href);
    }
  };

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? setOpened(true) : close())}
      width={320}
      position="bottom-end"
      offset={8}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon aria-label="Search" onClick={() => (opened ? close() : setOpened(true))}>
          <IconSearch size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label="Go to an area" style={{ maxWidth: 'calc(100vw - 24px)' }}>
        <Stack gap="xs">
          <TextInput
            label="Go to"
            placeholder="Type an area, e.g. Drivers"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            data-autofocus
          />
          <Stack gap={2}>
            {matches.length === 0 ? (
              <Text size="sm" c="dimmed" py="xs">
                No area matches “{query.trim()}”.
              </Text>
            ) : (
              matches.map((item) => <AreaLink key={item.href} item={item} onClick={close} />)
            )}
          </Stack>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
