import { type ChangeEvent, useState } from 'react';

/** A controlled text input's value and the props that bind an input to it (`value`, `onChange`). */
export function useTextValue(initial = '') {
  const [value, setValue] = useState(initial);
  const bind = {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.currentTarget.value),
  };
  return [value, bind] as const;
}
