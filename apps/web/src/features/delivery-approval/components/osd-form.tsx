import { OSD_KINDS, osdBody } from '@fletx/contract/delivery-approval';
import { Button, Group } from '@mantine/core';
import { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { popupOutcome } from '../../../components/mutations/popup-outcome';
import { parseUsdToCents } from '../../../lib/cents';
import { useZodForm } from '../../../lib/form';
import { useAddOsd } from '../api/add-osd';

export const OSD_KIND_NAMES: Record<(typeof OSD_KINDS)[number], string> = {
  over: 'Over',
  short: 'Short',
  damaged: 'Damaged',
};

const formSchema = z.object({
  kind: z.string().refine((v) => (OSD_KINDS as ReadonlyArray<string>).includes(v), 'Choose a kind'),
  note: osdBody.shape.note,
  amount: z.string().refine((v) => {
    const cents = parseUsdToCents(v);
    return cents !== null && cents > 0;
  }, 'Enter an amount in USD, e.g. 12.34'),
});
type FormValues = z.infer<typeof formSchema>;
const empty: FormValues = { kind: '', note: '', amount: '' };

/** Adds an over, short or damaged deduction; the amount typed in USD is sent as exact cents. */
export function OsdForm({ loadId }: { loadId: number }) {
  const add = useAddOsd();
  const { control, handleSubmit, reset, formState } = useZodForm(formSchema, { defaultValues: empty });
  const submit = handleSubmit((v) =>
    add.mutate(
      {
        id: loadId,
        body: {
          kind: v.kind as (typeof OSD_KINDS)[number],
          note: v.note,
          amount_cents: parseUsdToCents(v.amount) ?? 0,
        },
      },
      popupOutcome(() => reset(empty)),
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add OS&D entry">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <FormSelectField
          control={control}
          name="kind"
          label="Kind"
          placeholder="Choose"
          data={OSD_KINDS.map((k) => ({ value: k, label: OSD_KIND_NAMES[k] }))}
          w={150}
        />
        <FormTextField control={control} name="note" label="Note" style={{ flex: 1, minWidth: 220 }} />
        <FormTextField control={control} name="amount" label="Amount (USD)" placeholder="0.00" w={150} />
        <Button
          type="submit"
          mt={25}
          loading={add.isPending}
          disabled={formState.isSubmitted && !formState.isValid}
        >
          Add OS&D
        </Button>
      </Group>
    </form>
  );
}
