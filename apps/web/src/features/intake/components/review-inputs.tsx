import type { Control, FieldPathByValue } from 'react-hook-form';
import { FormDateTimeField } from '../../../components/form/date-time-field';
import { FormSelectField, type FormSelectFieldProps } from '../../../components/form/form-select-field';
import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field';
import { CheckFrame } from './review-field';
import type { ReviewOutput, ReviewValues } from './review-values';

export type ReviewControl = Control<ReviewValues, unknown, ReviewOutput>;
type Name = FieldPathByValue<ReviewValues, string>;
type Common = { control: ReviewControl; name: Name; label: string };

/** A text value read from the document: highlighted when read with low confidence, its source on focus. */
export function ReviewText(
  props: Common & Omit<FormTextFieldProps<ReviewValues, ReviewOutput>, keyof Common>,
) {
  return <CheckFrame path={props.name}>{(input) => <FormTextField {...props} {...input} />}</CheckFrame>;
}

/** A choice read from the document (the trailer type, a stop's kind). */
export function ReviewSelect(
  props: Common & Omit<FormSelectFieldProps<ReviewValues, ReviewOutput>, keyof Common>,
) {
  return <CheckFrame path={props.name}>{(input) => <FormSelectField {...props} {...input} />}</CheckFrame>;
}

/** A stop's time as the document says it (dd/MM/yyyy HH:mm, held as `yyyy-MM-ddTHH:mm`). */
export function ReviewDateTime(props: Common) {
  return <CheckFrame path={props.name}>{(input) => <FormDateTimeField {...props} {...input} />}</CheckFrame>;
}
