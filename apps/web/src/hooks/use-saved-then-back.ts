import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../components/popups/popups';
import { getErrorMessage } from '../lib/api-client';

/**
 * The answer to a form page's save, as the mutation's options: the server's message in a success popup and
 * back to `back`; or the error in an error popup, staying on the form. With the form's record version, a
 * stale version (412) is the form's to show next to Save instead (docs/product.md "Stale edits").
 */
export function useSavedThenBack(back: string, version?: { catchStale: (error: unknown) => boolean }) {
  const navigate = useNavigate();
  return {
    onSuccess: (response: { message: string }) => {
      showSuccess(response.message);
      navigate(back);
    },
    onError: (error: unknown) => {
      if (version?.catchStale(error)) return;
      showError(getErrorMessage(error));
    },
  };
}
