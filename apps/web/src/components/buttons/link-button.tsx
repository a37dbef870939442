import { Button, type ButtonProps } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type LinkButtonProps = Omit<ButtonProps, 'leftSection'> & {
  to: string;
  icon?: TablerIcon;
  children: ReactNode;
};

/** A button that opens another page (e.g. 'Add truck', 'Edit'), with an optional icon on its left. */
export function LinkButton({ to, icon: Icon, children, ...buttonProps }: LinkButtonProps) {
  return (
    <Button
      component={Link}
      to={to}
      leftSection={Icon ? <Icon size={16} aria-hidden /> : undefined}
      {...buttonProps}
    >
      {children}
    </Button>
  );
}
