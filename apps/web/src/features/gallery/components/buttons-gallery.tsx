import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { IconButton } from '../../../components/buttons/icon-button';
import { PageCard } from '../../../components/cards/page-card';

/** Buttons and the row action icons of the lists. */
export function ButtonsGallery() {
  return (
    <PageCard
      title="Buttons"
      description="Primary for the main action, default for Cancel, icons in table rows."
    >
      <Stack gap="sm">
        <Group gap="sm">
          <IconButton icon={IconPlus}>New record</IconButton>
          <Button variant="default">Cancel</Button>
          <Button variant="light">Secondary</Button>
          <Button loading>Saving</Button>
          <Button disabled>Disabled</Button>
        </Group>
        <Text size="xs" c="dimmed">
          Row actions
        </Text>
        <Group gap={4}>
          <ActionIcon aria-label="View sample record" variant="subtle" color="gray">
            <IconEye size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon aria-label="Edit sample record" variant="subtle" color="indigo">
            <IconEdit size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon aria-label="Delete sample record" variant="subtle" color="red">
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon aria-label="Disabled action" variant="subtle" disabled>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </PageCard>
  );
}
