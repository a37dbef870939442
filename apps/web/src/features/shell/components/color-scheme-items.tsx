import { type MantineColorScheme, Menu, useMantineColorScheme } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun, type TablerIcon } from '@tabler/icons-react';

const CHOICES: ReadonlyArray<{ value: MantineColorScheme; label: string; icon: TablerIcon }> = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'System', icon: IconDeviceDesktop },
];

/**
 * The user menu's color scheme: Light, Dark or the system's (the default). Mantine's color scheme manager
 * keeps the choice in this browser (app/color-scheme.ts), so it holds across reloads.
 */
export function ColorSchemeItems() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <>
      <Menu.Label>Color scheme</Menu.Label>
      {CHOICES.map(({ value, label, icon: Icon }) => (
        <Menu.Item
          key={value}
          aria-current={colorScheme === value ? 'true' : undefined}
          leftSection={<Icon size={16} aria-hidden />}
          rightSection={colorScheme === value ? <IconCheck size={14} aria-hidden /> : null}
          onClick={() => setColorScheme(value)}
        >
          {label}
        </Menu.Item>
      ))}
    </>
  );
}
