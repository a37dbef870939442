import { useNavigate } from 'react-router';
import { showError, showSuccess } from '../components/popups/popups';
import { getErrorMessage } from '../lib/api-client';

/**
 * The answer to a form page's save, as the mutation's options: the server's message in a success popup and
 * back to `back`; or the error in an error popup, staying on the form.
 */
export function useSavedThenBack(back: string) {
  const navigate = useNavigate();
  return {
    onSuccess: (response: { message: string }) => {
      showSuccess(response.message);
      navigate(back);
    },
    onError: (error: unknown) => showError(getErrorMessage(error)),
  };
}
