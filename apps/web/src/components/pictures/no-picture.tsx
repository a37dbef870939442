import { Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

export type NoPictureProps = {
  /** E.g. 'No picture yet'. */
  text: string;
  iconSize: number;
  gap: number;
};

/** What stands in a picture's frame while there is none: a grey picture icon and a line. */
export function NoPicture({ text, iconSize, gap }: NoPictureProps) {
  return (
    <Stack align="center" justify="center" h="100%" gap={gap}>
      <IconPhoto size={iconSize} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}
