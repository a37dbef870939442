import { Avatar, Group, Text } from '@mantine/core';

function initials(fullName: string): string {
  const letters = fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase());
  return letters.join('');
}

/** The signed-in user in the header: initials and full name. */
export function UserBadge({ fullName }: { fullName: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Avatar size={30} radius="xl" color="indigo" variant="light" aria-hidden>
        {initials(fullName)}
      </Avatar>
      <Text size="sm" fw={600} truncate="end" maw={220} data-testid="user-full-name" visibleFrom="xs">
        {fullName}
      </Text>
    </Group>
  );
}
