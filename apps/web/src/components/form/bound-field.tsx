import type { FocusEvent } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';

/**
 * Binding a shared field to react-hook-form (one file per field kind: form-text-field.tsx,
 * form-select-field.tsx, form-textarea-field.tsx, date-field.tsx, so that a form loads only the kinds it
 * shows: the login page has no Select and its Combobox, docs/performance.md "The web's first page"). The message of the field's rule shows under it once the
 * field was touched or the form was submitted (a submit marks every field touched,
 * docs/product.md "Shared widgets").
 */
export type Bound<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, string>;
};

export type Controlled = 'value' | 'defaultValue' | 'error' | 'touched' | 'name';

/** What a bound field passes on to its input as is. */
type PassedOn<E extends HTMLElement> = { disabled?: boolean; onBlur?: (event: FocusEvent<E>) => void };

/**
 * A bound field's props split: the input's own (`rest`), the ones it takes from the form (its value as
 * text, its message and touched state) and the form's `set`, which the field calls from its `onChange`.
 */
export function useBoundField<T extends FieldValues, TOut, E extends HTMLElement, R>({
  control,
  name,
  disabled,
  onBlur,
  ...rest
}: Bound<T, TOut> & PassedOn<E> & R) {
  const { field, fieldState, formState } = useController({ control, name });
  return {
    rest,
    set: field.onChange,
    props: {
      ref: field.ref,
      name: field.name,
      value: typeof field.value === 'string' ? field.value : '',
      disabled: disabled || field.disabled,
      onBlur: (event: FocusEvent<E>) => {
        field.onBlur();
        onBlur?.(event);
      },
      error: fieldState.error?.message,
      touched: fieldState.isTouched || formState.isSubmitted,
    },
  };
}
