import {
  ActionIcon,
  Button,
  createTheme,
  Modal,
  Notification,
  Paper,
  PasswordInput,
  Popover,
  Select,
  Table,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';

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
  components: {
    Button: Button.extend({ defaultProps: { size: 'sm' } }),
    ActionIcon: ActionIcon.extend({ defaultProps: { size: 'lg', variant: 'subtle', color: 'gray' } }),
    TextInput: TextInput.extend({ defaultProps: { size: 'sm' } }),
    PasswordInput: PasswordInput.extend({ defaultProps: { size: 'sm' } }),
    Select: Select.extend({ defaultProps: { size: 'sm' } }),
    Textarea: Textarea.extend({ defaultProps: { size: 'sm' } }),
    Table: Table.extend({ defaultProps: { fz: 'sm' } }),
    Paper: Paper.extend({ defaultProps: { shadow: 'xs' } }),
    Popover: Popover.extend({ defaultProps: { shadow: 'md' } }),
    Tooltip: Tooltip.extend({ defaultProps: { withArrow: true, openDelay: 300 } }),
    Modal: Modal.extend({
      defaultProps: { radius: 'md', overlayProps: { backgroundOpacity: 0.45, blur: 1 } },
    }),
    Notification: Notification.extend({ defaultProps: { radius: 'md' } }),
  },
});
