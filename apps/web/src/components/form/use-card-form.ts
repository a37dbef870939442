import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { StaleRecord } from '../../hooks/use-record-version';
import { useZodForm } from '../../lib/form';
import { type AlertingSubmitOptions, alertingSubmit } from './alerting-submit';
import type { CardFormProps } from './card-form';

/** What a page gives its card form: the values to start from, and the state of Save and Cancel. */
export type CardFormSource<Values extends FieldValues> = {
  defaultValues: Values;
  submitting: boolean;
  onCancel: () => void;
  /** Set after a 412 (the record changed since the form was filled): the alert with Reload above Save. */
  stale?: StaleRecord | undefined;
  submitLabel?: string;
};

/**
 * A zod form shown in a CardForm: the form's methods, and `card`, the card's props (its submit says in one
 * alert why it refuses to send; Save spins and Cancel is blocked while the page saves).
 */
export function useCardForm<Input extends FieldValues, Output, Values extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  { defaultValues, submitting, onCancel, stale, submitLabel }: CardFormSource<Values>,
  alerting: AlertingSubmitOptions<Values, Output>,
) {
  const form = useZodForm<Input, Output, Values>(schema, {
    // Every value is given, so they are valid defaults (`DefaultValues` is their deep partial).
    defaultValues: defaultValues as DefaultValues<Values>,
  });
  const card = {
    onSubmit: alertingSubmit(form.handleSubmit, alerting),
    onCancel,
    busy: submitting,
    stale,
    saveLabel: submitLabel,
  } satisfies Omit<CardFormProps, 'label' | 'children'>;
  return { ...form, card };
}
