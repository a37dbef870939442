import { messages } from '@fletx/contract/messages';
import type { FieldErrors, FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { hideAlert, showAlert } from '../popups/popups';

export type AlertingSubmitOptions<V extends FieldValues, O> = {
  /** The id of the form's one alert: a new refusal replaces the last one, a sent form closes it. */
  alertId: string;
  /** The alert for the fields' errors (one message for the whole form). */
  alertFor: (errors: FieldErrors<V>) => string;
  /** A refusal the fields' rules cannot see (e.g. a missing file), checked once they pass. */
  refuse?: () => string | undefined;
  onValid: (body: O) => void;
};

/** The submit of a form that says why it refuses to send in one alert popup, not under each field only. */
export function alertingSubmit<V extends FieldValues, O>(
  handleSubmit: UseFormHandleSubmit<V, O>,
  { alertId, alertFor, refuse, onValid }: AlertingSubmitOptions<V, O>,
) {
  return handleSubmit(
    (body) => {
      const refusal = refuse?.();
      if (refusal) {
        showAlert(refusal, { id: alertId });
        return;
      }
      hideAlert(alertId);
      onValid(body);
    },
    (errors) => showAlert(alertFor(errors), { id: alertId }),
  );
}

/**
 * The alert of a form whose fields say 'Required field' when left empty (docs/product.md "Booking form",
 * "Load form"): a missing field (or file) → 'All required fields must be filled', else 'Invalid input'.
 */
export function requiredFieldsAlert(errors: FieldErrors, missingFile = false): string {
  const missing = missingFile || Object.values(errors).some((error) => error?.message === 'Required field');
  return missing ? messages.allRequiredFields : messages.invalidInput;
}
