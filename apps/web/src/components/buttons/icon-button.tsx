import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus, type TablerIcon } from '@tabler/icons-react';
import type { MouseEventHandler, ReactNode } from 'react';

export type IconButtonProps = Omit<ButtonProps, 'leftSection'> & {
  icon: TablerIcon;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  type?: 'button' | 'submit';
  'aria-label'?: string;
  children: ReactNode;
};

/** The small buttons, whose icon is 14 px. */
const SMALL = new Set(['xs', 'compact-sm']);

/**
 * A button with an icon before its label (Reload, Discard, Download CSV): the icon is decorative, and sized
 * to the button — 14 px on an `xs` or `compact-sm` button, 16 px on the others.
 */
export function IconButton({ icon: Icon, size, children, ...buttonProps }: IconButtonProps) {
  return (
    <Button
      size={size}
      leftSection={<Icon size={SMALL.has(size ?? '') ? 14 : 16} aria-hidden />}
      {...buttonProps}
    >
      {children}
    </Button>
  );
}

/** The "Add …" button under the rows of a form list (contacts, stops, invoice lines, extras). */
export function AddRowButton(props: Omit<IconButtonProps, 'icon' | 'variant' | 'size'>) {
  return <IconButton icon={IconPlus} variant="light" size="xs" {...props} />;
}
