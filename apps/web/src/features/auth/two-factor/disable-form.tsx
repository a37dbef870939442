import { twoFactorMessages } from '@fletx/contract/two-factor';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AppForm } from '../../../components/form/app-form';
import { useTextValue } from '../../../components/form/use-text-value';
import { showSuccess } from '../../../components/popups/popups';
import { getErrorMessage } from '../../../lib/api-client';
import { useDisable } from './setup-api';

/** Turning two-factor sign-in off: the password and a code, the server's refusal under the field it is about. */
export function DisableForm() {
  const disable = useDisable();
  const [password, passwordInput] = useTextValue();
  const [code, codeInput] = useTextValue();
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});

  const submit = () => {
    const next: typeof errors = {};
    if (!password) next.password = twoFactorMessages.wrongPassword;
    if (!/^(\d{6}|[a-z0-9]{8})$/i.test(code.replace(/[\s-]/g, '')))
      next.code = twoFactorMessages.codeOrRecoveryFormat;
    setErrors(next);
    if (next.password || next.code) return;
    disable.mutate(
      { password, code },
      {
        onSuccess: (answer) => showSuccess(answer.message),
        onError: (failure) => {
          const message = getErrorMessage(failure);
          setErrors(message === twoFactorMessages.wrongPassword ? { password: message } : { code: message });
        },
      },
    );
  };

  return (
    <AppForm label="Turn off two-factor sign-in" onSubmit={submit}>
      <Stack gap="sm" maw={360}>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...passwordInput}
          error={errors.password}
        />
        <TextInput
          label="Code from the app, or a recovery code"
          autoComplete="one-time-code"
          {...codeInput}
          error={errors.code}
        />
        <Group>
          <Button type="submit" color="red" variant="light" loading={disable.isPending}>
            Turn off
          </Button>
        </Group>
      </Stack>
    </AppForm>
  );
}
