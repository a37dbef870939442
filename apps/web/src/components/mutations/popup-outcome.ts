import { getErrorMessage } from '../../lib/api-client';
import { showError, showSuccess } from '../popups/popups';

/**
 * A mutation's outcome in popups (its `mutate` options): the answer's message in the success popup, then
 * `onDone` (close the form, clear it); a refusal's reason in the error popup.
 */
export function popupOutcome(onDone?: () => void) {
  return {
    onSuccess: (response: { message: string }) => {
      showSuccess(response.message);
      onDone?.();
    },
    onError: (error: unknown) => showError(getErrorMessage(error)),
  };
}
