import {
  type FuelPurchase,
  type FuelPurchaseBody,
  fuelMessages,
  fuelPurchaseBody,
} from '@fletx/contract/fuel';
import { JURISDICTION_OPTIONS } from '@fletx/contract/jurisdictions';
import type { Control, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { FormDateTimeField } from '../../../components/form/date-time-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormUnitSelectField } from '../../../components/form/unit-select';
import { ApiError } from '../../../lib/api-client';
import type { UnitOption } from '../../../lib/units';

/** A purchase's fields as typed: text ('' for empty); `at` is the local `yyyy-MM-ddTHH:mm` of the picker. */
export type PurchaseValues = {
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

/** The instant of a local `yyyy-MM-ddTHH:mm` (the text itself when it is not one: the contract refuses it). */
export const instantOf = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** The local `yyyy-MM-ddTHH:mm` of an instant, as the picker holds it. */
export const localOf = (instant: Date | string) => {
  const date = new Date(instant);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The fields as the contract's body, each issue under its field (the same rules as the server's). */
export const purchaseForm = z
  .object(Object.fromEntries(FIELDS.map((f) => [f, z.string()])) as Record<keyof PurchaseValues, z.ZodString>)
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
    for (const issue of result.error.issues) {
      // The API's words for `at` name its ISO format; the picker asks for a day and a time.
      const message = issue.message === fuelMessages.at ? fuelMessages.atPicked : issue.message;
      ctx.addIssue({ code: 'custom', message, path: issue.path });
    }
    return z.NEVER;
  });

/** A saved purchase as the fields show it. */
export const purchaseValuesOf = (p: FuelPurchase): PurchaseValues => ({
  truckId: String(p.truckId),
  at: localOf(p.at),
  state: p.state,
  gallons: String(p.gallons),
  amount: p.amount.toFixed(2),
  vendor: p.vendor ?? '',
  receipt: p.receipt ?? '',
});

/** The server's refusals under their fields; false when none names a field (the caller shows the message). */
export function showFieldErrors(error: unknown, setError: UseFormSetError<PurchaseValues>): boolean {
  const details = error instanceof ApiError ? error.details : [];
  let shown = false;
  for (const d of details) {
    const field = d.path.replace(/^body\./, '') as keyof PurchaseValues;
    if (!FIELDS.includes(field)) continue;
    setError(field, { message: d.message });
    shown = true;
  }
  return shown;
}

type FieldsProps = {
  control: Control<PurchaseValues, unknown, FuelPurchaseBody>;
  /** The purchase's own truck, by the name its answer gives (an edit). */
  truck?: UnitOption | undefined;
  /** In a row (the Add card): each field its own width; otherwise they fill a grid's cells. */
  inline?: boolean;
};

/** Truck, when, state or province, gallons, amount, vendor and receipt: labelled, each error under it. */
export function PurchaseFields({ control, truck, inline = false }: FieldsProps) {
  const w = (width: number) => (inline ? width : undefined);
  return (
    <>
      <FormUnitSelectField
        control={control}
        name="truckId"
        unitType="truck"
        known={truck}
        label="Truck"
        placeholder="Unit number or plate"
        withAsterisk
        w={w(200)}
      />
      <FormDateTimeField control={control} name="at" label="Bought at" withAsterisk w={w(200)} />
      <FormSelectField
        control={control}
        name="state"
        label="State / province"
        data={JURISDICTION_OPTIONS}
        searchable
        withAsterisk
        w={w(200)}
      />
      <FormTextField control={control} name="gallons" label="Gallons" withAsterisk w={w(110)} />
      <FormTextField control={control} name="amount" label="Amount ($)" withAsterisk w={w(110)} />
      <FormTextField control={control} name="vendor" label="Vendor" maxLength={200} w={w(180)} />
      <FormTextField control={control} name="receipt" label="Receipt #" maxLength={100} w={w(120)} />
    </>
  );
}
