import type {
  ActionIconProps,
  ButtonProps,
  ModalProps,
  NotificationProps,
  PaperProps,
  PasswordInputProps,
  PopoverProps,
  SelectProps,
  TableProps,
  TextareaProps,
  TextInputProps,
  TooltipProps,
} from '@mantine/core';
import { createTheme } from '@mantine/core';

/**
 * A component's default props, checked against its props type. The components' own `extend` would do the
 * same but import every component into the first page's JavaScript (docs/performance.md "The web's first
 * page"): only their types are imported here.
 */
const defaults = <Props>(defaultProps: Partial<Props>) => ({ defaultProps });

const fontFamily =
  'Inter, "Segoe UI", system-ui, -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, sans-serif';

/** A dense, professional back office: deep indigo, compact controls, clear labels. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  // Popups, menus and drawers open without moving for a person who asked their system for less motion.
  respectReducedMotion: true,
  components: {
    Button: defaults<ButtonProps>({ size: 'sm' }),
    ActionIcon: defaults<ActionIconProps>({ size: 'lg', variant: 'subtle', color: 'gray' }),
    TextInput: defaults<TextInputProps>({ size: 'sm' }),
    PasswordInput: defaults<PasswordInputProps>({ size: 'sm' }),
    Select: defaults<SelectProps>({ size: 'sm' }),
    Textarea: defaults<TextareaProps>({ size: 'sm' }),
    Table: defaults<TableProps>({ fz: 'sm' }),
    Paper: defaults<PaperProps>({ shadow: 'xs' }),
    Popover: defaults<PopoverProps>({ shadow: 'md' }),
    Tooltip: defaults<TooltipProps>({ withArrow: true, openDelay: 300 }),
    Modal: defaults<ModalProps>({ radius: 'md', overlayProps: { backgroundOpacity: 0.45, blur: 1 } }),
    Notification: defaults<NotificationProps>({ radius: 'md' }),
  },
});
