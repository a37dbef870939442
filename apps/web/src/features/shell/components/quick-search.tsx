import { ActionIcon, Kbd, Popover, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { NavItem } from '../config/navigation';
import { FinderPanel } from './finder-panel';

export type QuickSearchProps = {
  items: ReadonlyArray<NavItem>;
};

/**
 * The header's search icon (docs/product.md "Find anything"): finds an area of the back office by name, or a
 * load, driver, truck, trailer or broker, and opens it. Ctrl+K (⌘K) or "/" opens it from anywhere outside a
 * field.
 */
export function QuickSearch({ items }: QuickSearchProps) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  useHotkeys([
    ['mod+K', () => setOpened(true)],
    ['/', () => setOpened(true)],
  ]);

  return (
    <Popover
      opened={opened}
      onChange={(next) => setOpened(next)}
      width={520}
      position="bottom-end"
      offset={8}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Tooltip
          label={
            <>
              Find <Kbd size="xs">Ctrl</Kbd> <Kbd size="xs">K</Kbd>
            </>
          }
          disabled={opened}
          openDelay={400}
        >
          <ActionIcon aria-label="Search" aria-keyshortcuts="Control+K /" onClick={() => setOpened(!opened)}>
            <IconSearch size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label="Find anything" p="xs" style={{ maxWidth: 'calc(100vw - 24px)' }}>
        {opened ? <FinderPanel items={items} onDone={close} /> : null}
      </Popover.Dropdown>
    </Popover>
  );
}
