import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by a zod schema: the submit handler receives the schema's output, and
 * each field checks itself once touched (mode 'onTouched') unless the options say otherwise.
 *
 * The form's values (`Values`, read from `defaultValues`) are what its fields hold as typed: text, or '' for
 * a select not chosen yet. The schema's input need not accept them, since rejecting them is its job; but
 * zodResolver types its resolver with that input, so the one cast of the app's forms is here, to the
 * form's values.
 */
export function useZodForm<Input extends FieldValues, Output, Values extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Values, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Values, unknown, Output> {
  const resolver = zodResolver(schema) as unknown as Resolver<Values, unknown, Output>;
  return useForm<Values, unknown, Output>({ mode: 'onTouched', ...options, resolver });
}

/** The message of the first field in error (in the order the schema reported them). */
export function firstErrorMessage(errors: FieldErrors, fallback: string): string {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string' && error.message) return error.message;
  }
  return fallback;
}
