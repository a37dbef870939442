import { fuelPurchaseBody } from '@fletx/contract/fuel';
import { JURISDICTION_OPTIONS } from '@fletx/contract/jurisdictions';
import { Button, Group } from '@mantine/core';
import { z } from 'zod';
import { PageCard } from '../../../components/cards/page-card';
import { FormDateTimeField } from '../../../components/form/date-time-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { showError, showSuccess } from '../../../components/popups/popups';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/form';
import { useAddPurchase, useTruckOptions } from '../api/fuel-api';

type Values = {
  truckId: string;
  at: string;
  state: string;
  gallons: string;
  amount: string;
  vendor: string;
  receipt: string;
};
const FIELDS = ['truckId', 'at', 'state', 'gallons', 'amount', 'vendor', 'receipt'] as const;

const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replaceAll(',', '')));
const instantOf = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** The fields as the contract's body, each issue under its field (the same rules as the server's). */
const purchaseForm = z
  .object(Object.fromEntries(FIELDS.map((f) => [f, z.string()])) as Record<keyof Values, z.ZodString>)
  .transform((v, ctx) => {
    const result = fuelPurchaseBody.safeParse({
      truckId: number(v.truckId),
      at: instantOf(v.at),
      state: v.state,
      gallons: number(v.gallons),
      amount: number(v.amount),
      vendor: v.vendor || null,
      receipt: v.receipt || null,
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });

const nowLocal = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** "Add a purchase": labelled fields, each error under its field (the server's too). */
export function FuelForm() {
  const trucks = useTruckOptions();
  const add = useAddPurchase();
  const start: Values = {
    truckId: '',
    at: nowLocal(),
    state: '',
    gallons: '',
    amount: '',
    vendor: '',
    receipt: '',
  };
  const { control, handleSubmit, reset, setError } = useZodForm(purchaseForm, { defaultValues: start });
  const submit = handleSubmit(async (body) => {
    try {
      showSuccess((await add.mutateAsync(body)).message);
      reset({ ...start, at: nowLocal() });
    } catch (error) {
      const fields = error instanceof ApiError ? error.details : [];
      for (const d of fields) {
        const field = d.path.replace(/^body\./, '') as keyof Values;
        if (FIELDS.includes(field)) setError(field, { message: d.message });
      }
      if (fields.length === 0) showError(getErrorMessage(error));
    }
  });
  return (
    <PageCard title="Add a purchase">
      <form onSubmit={submit} noValidate aria-label="Add a fuel purchase">
        <Group align="flex-start" gap="sm">
          <FormSelectField
            control={control}
            name="truckId"
            label="Truck"
            data={trucks}
            searchable
            withAsterisk
            w={200}
          />
          <FormDateTimeField control={control} name="at" label="Bought at" withAsterisk w={200} />
          <FormSelectField
            control={control}
            name="state"
            label="State / province"
            data={JURISDICTION_OPTIONS}
            searchable
            withAsterisk
            w={200}
          />
          <FormTextField control={control} name="gallons" label="Gallons" withAsterisk w={110} />
          <FormTextField control={control} name="amount" label="Amount ($)" withAsterisk w={110} />
          <FormTextField control={control} name="vendor" label="Vendor" maxLength={200} w={180} />
          <FormTextField control={control} name="receipt" label="Receipt #" maxLength={100} w={120} />
          <Button type="submit" loading={add.isPending} mt={24}>
            Add purchase
          </Button>
        </Group>
      </form>
    </PageCard>
  );
}
