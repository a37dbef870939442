import { fieldMessages } from '@fletx/contract/messages';
import { USER_ROLE_OPTIONS } from '@fletx/contract/roles';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageCard } from '../../../components/cards/page-card';
import { Section } from '../../../components/cards/section';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';

const roleOptions = USER_ROLE_OPTIONS.map((option) => ({ ...option }));

/** Every field kind, empty, touched and invalid, and disabled. */
export function FieldsGallery() {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');

  return (
    <PageCard
      title="Inputs"
      description="Spaces are refused in email and password fields; phone takes digits only."
    >
      <Section title="Empty">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <TextField label="Text" placeholder="Any text" />
          <TextField type="email" label="Email address" placeholder="name@company.com" />
          <TextField type="password" label="Secret" placeholder="No spaces" />
          <TextField type="phone" label="Phone number" placeholder="Digits only" />
          <TextField type="number" label="Amount" placeholder="0.00" />
          <SelectField label="User type" placeholder="Select a type" data={roleOptions} />
          <TextareaField label="Comments" placeholder="Write a comment" minRows={1} />
        </SimpleGrid>
      </Section>

      <Section title="Touched and invalid" description="The product's field messages, under the field.">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <TextField label="First name" touched error={fieldMessages.required} />
          <TextField
            type="email"
            label="Work email"
            defaultValue="Name@"
            touched
            error={fieldMessages.email}
          />
          <TextField label="Unit number" defaultValue="7" touched error={fieldMessages.minLength} />
          <TextField
            label="MC number"
            defaultValue="MC-12345678901234567"
            touched
            error={fieldMessages.maxLength}
          />
          <TextField type="phone" label="Cell phone" defaultValue="12" touched error={fieldMessages.format} />
          <TextField
            type="password"
            label="Strong password"
            defaultValue="Abcdefgh1"
            touched
            error={fieldMessages.specialCharacter}
          />
          <TextField
            type="password"
            label="Letters"
            defaultValue="12345678#"
            touched
            error={fieldMessages.letters}
          />
          <TextField
            type="password"
            label="Numbers"
            defaultValue="Abcdefgh#"
            touched
            error={fieldMessages.numbers}
          />
          <SelectField
            label="Type of user"
            placeholder="Select a type"
            data={roleOptions}
            touched
            error={fieldMessages.required}
          />
          <TextareaField label="Notes" minRows={1} touched error={fieldMessages.required} />
          <TextField
            label="Not touched yet"
            error={fieldMessages.required}
            description="Invalid, message hidden"
          />
        </SimpleGrid>
      </Section>

      <Section title="Disabled">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <TextField label="VIN number" defaultValue="1HGCM82633A004352" disabled />
          <TextField type="password" label="Stored secret" defaultValue="Secret#123" disabled />
          <SelectField label="Role" data={roleOptions} defaultValue="Carriers" disabled />
          <TextareaField label="Instructions" defaultValue="Call before arrival." minRows={1} disabled />
        </SimpleGrid>
      </Section>

      <Section title="Debounced" description="The value passes on after a 1 second pause.">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            label="Search records"
            placeholder="Type and pause"
            value={search}
            onChange={setSearch}
            onDebouncedChange={setDebounced}
          />
          <Stack gap={2} justify="flex-end">
            <Text size="xs" c="dimmed">
              Last debounced value
            </Text>
            <Text size="sm" fw={600} data-testid="debounced-value">
              {debounced || '—'}
            </Text>
          </Stack>
        </SimpleGrid>
      </Section>
    </PageCard>
  );
}
