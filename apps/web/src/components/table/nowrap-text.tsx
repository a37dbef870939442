import { Anchor, Text, type TextProps } from '@mantine/core';
import { Link } from 'react-router';

/** A table cell's text that keeps to one line, optionally monospaced (plates, VINs). */
export function NowrapText({
  children,
  mono = false,
  ...textProps
}: TextProps & { children: string; mono?: boolean }) {
  return (
    <Text size="sm" ff={mono ? 'monospace' : undefined} style={{ whiteSpace: 'nowrap' }} {...textProps}>
      {children}
    </Text>
  );
}

/**
 * A table cell's link that keeps to one line: the row's page, or a record it names. An anchor of the theme, as
 * every other link of the back office (never the browser's own blue and underline).
 */
export function NowrapLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Anchor>
  );
}
