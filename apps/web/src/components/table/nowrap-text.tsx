import { Text, type TextProps } from '@mantine/core';

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
