import { Divider, Stack, Text, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef } from 'react';

export type SectionProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or switches on the title line. */
  actions?: ReactNode;
  children?: ReactNode;
  /** A line above the section, to separate it from the one before. */
  withDivider?: boolean;
  /**
   * The section's anchor: a link ending in `#<id>` (the Compliance screen's, docs/product.md "Compliance")
   * scrolls to it once it shows.
   */
  id?: string;
};

/** A titled group of fields inside a card (e.g. the sections of the driver form). Its title is an <h3>. */
export function Section({ title, description, actions, children, withDivider = false, id }: SectionProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (id && window.location.hash === `#${id}`) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [id]);
  return (
    <Stack
      component="section"
      gap="sm"
      aria-labelledby={titleId}
      id={id}
      ref={ref}
      // Below the shell's header once scrolled to.
      style={id ? { scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 16px)' } : undefined}
    >
      {withDivider ? <Divider /> : null}
      <Stack gap={2}>
        <Title
          order={3}
          id={titleId}
          fz="xs"
          fw={700}
          tt="uppercase"
          c="dimmed"
          style={{ letterSpacing: '0.04em' }}
        >
          {title}
        </Title>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions}
      {children}
    </Stack>
  );
}
