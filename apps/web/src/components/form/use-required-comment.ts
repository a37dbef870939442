import { messages } from '@fletx/contract/messages';
import { type ChangeEvent, useState } from 'react';

/**
 * A comment an action cannot go without (a cancellation, a report's comment): `field`, its textarea's value,
 * error and change (typing clears the error); `submit`, which hands the trimmed text on, or says 'There
 * must be new comments' while it is blank.
 */
export function useRequiredComment() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return {
    field: {
      value,
      error,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setValue(event.currentTarget.value);
        setError(undefined);
      },
    },
    submit: (then: (text: string) => void) => {
      if (value.trim() === '') {
        setError(messages.newComments);
        return;
      }
      then(value.trim());
    },
    clear: () => setValue(''),
    clearError: () => setError(undefined),
  };
}
