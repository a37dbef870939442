import { fieldMessages } from '@fletx/contract/messages';
import { USER_ROLE_OPTIONS } from '@fletx/contract/roles';
import { emailField, phoneField, requiredText, userPassword } from '@fletx/contract/validation';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { z } from 'zod';
import { PageCard } from '../../../components/cards/page-card';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormTextareaField } from '../../../components/form/form-textarea-field';
import { showSuccess } from '../../../components/popups/popups';
import { useZodForm } from '../../../lib/form';

const roleOptions = USER_ROLE_OPTIONS.map((option) => ({ ...option }));

/** A sample form built from the contract's rules: the pattern every later form follows. */
const sampleSchema = z.object({
  firstName: requiredText(50),
  email: emailField,
  phone: phoneField,
  password: userPassword,
  userType: z.string().min(1, fieldMessages.required),
  comments: z.string().max(200, fieldMessages.maxLength),
});
type SampleInput = z.input<typeof sampleSchema>;

const emptyValues: SampleInput = {
  firstName: '',
  email: '',
  phone: '',
  password: '',
  userType: '',
  comments: '',
};

export function FormGallery() {
  const { control, handleSubmit, reset, formState } = useZodForm(sampleSchema, {
    defaultValues: emptyValues,
  });

  const submit = handleSubmit(async (values) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    showSuccess(`Saved ${values.firstName} (${values.email}).`);
    reset(emptyValues);
  });

  return (
    <PageCard
      title="Form"
      description="Messages show once a field is touched; Save stays disabled while the form is invalid."
    >
      <form onSubmit={submit} noValidate aria-label="Sample form">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <FormTextField control={control} name="firstName" label="First Name" withAsterisk />
          <FormTextField control={control} name="email" type="email" label="Email" withAsterisk />
          <FormTextField control={control} name="phone" type="phone" label="Phone Number" withAsterisk />
          <FormTextField control={control} name="password" type="password" label="Password" withAsterisk />
          <FormSelectField
            control={control}
            name="userType"
            label="User Type"
            placeholder="Select a type"
            data={roleOptions}
            withAsterisk
          />
          <FormTextareaField control={control} name="comments" label="Comments" minRows={1} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={() => reset(emptyValues)} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={!formState.isValid} loading={formState.isSubmitting}>
            Save
          </Button>
        </Group>
      </form>
    </PageCard>
  );
}
