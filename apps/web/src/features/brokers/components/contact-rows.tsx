import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldPathByValue,
  type FieldValues,
  useFieldArray,
} from 'react-hook-form';
import { AddRowButton } from '../../../components/buttons/icon-button';
import { FormFields } from '../../../components/form/form-fields';

export type ContactRowValues = {
  id?: number;
  contactName: string;
  role: string;
  phoneNumber: string;
  email: string;
};

export const EMPTY_CONTACT: ContactRowValues = { contactName: '', role: '', phoneNumber: '', email: '' };

/** A contact row's fields, in order, all required. */
const CONTACT_FIELDS = [
  { key: 'contactName', label: 'Contact name' },
  { key: 'role', label: 'Role' },
  { key: 'phoneNumber', type: 'phone', label: 'Phone number' },
  { key: 'email', type: 'email', label: 'Email' },
] as const satisfies ReadonlyArray<{ key: keyof Omit<ContactRowValues, 'id'>; label: string; type?: string }>;

type WithContacts = FieldValues & { contactPeople: ContactRowValues[] };

/** Repeating contact rows (contact name, role, phone number, email) with Add and Remove per row. */
export function ContactRows<T extends WithContacts, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const { fields, append, remove } = useFieldArray({
    control,
    name: 'contactPeople' as ArrayPath<T>,
  });
  const field = (index: number, key: keyof Omit<ContactRowValues, 'id'>) =>
    `contactPeople.${index}.${key}` as FieldPathByValue<T, string>;
  return (
    <Stack gap="sm">
      {fields.length === 0 ? (
        <Text size="sm" c="dimmed">
          No contact rows. Add at least one contact person.
        </Text>
      ) : null}
      {fields.map((row, index) => (
        <Paper
          key={row.id}
          withBorder
          radius="sm"
          p="sm"
          aria-label={`Contact ${index + 1}`}
          component="fieldset"
        >
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" style={{ flex: 1 }}>
              <FormFields
                control={control}
                fields={CONTACT_FIELDS.map(({ key, ...row }) => ({ ...row, name: field(index, key) }))}
                required
              />
            </SimpleGrid>
            <Tooltip label="Remove this contact">
              <ActionIcon
                mt={26}
                color="red"
                variant="subtle"
                aria-label={`Remove contact ${index + 1}`}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Paper>
      ))}
      <Group>
        <AddRowButton onClick={() => append({ ...EMPTY_CONTACT } as FieldArray<T, ArrayPath<T>>)}>
          Add contact
        </AddRowButton>
      </Group>
    </Stack>
  );
}
