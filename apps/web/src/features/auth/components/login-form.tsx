import { messages } from '@fletx/contract/messages';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { firstErrorMessage, useZodForm } from '../../../lib/form';
import { useLogin } from '../api/login';
import { loginForm } from '../utils/auth-rules';
import { EmailField } from './email-field';
import { FormBanner } from './form-banner';
import { FormHeading } from './form-heading';

export type LoginFormProps = {
  onSuccess: () => void;
  /** The text of `?success&message=...`, shown in a success banner. */
  successMessage?: string;
};

export function LoginForm({ onSuccess, successMessage }: LoginFormProps) {
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit } = useZodForm(loginForm, {
    mode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const loginMutation = useLogin({
    onSuccess: () => onSuccess(),
    onError: (failure) => setError(getErrorMessage(failure)),
  });

  const submit = handleSubmit(
    ({ name, password }) => {
      setError(null);
      loginMutation.mutate({ email: name, password });
    },
    (errors) => setError(firstErrorMessage(errors, messages.emptyLoginFields)),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Log in form">
      <Stack gap="md">
        <FormHeading title="Welcome back" description="Sign in to the carrier back office." />
        {error ? (
          <FormBanner kind="error" message={error} />
        ) : successMessage ? (
          <FormBanner kind="success" message={successMessage} />
        ) : null}
        <EmailField control={control} />
        <FormTextField
          control={control}
          name="password"
          type="password"
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm">
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={loginMutation.isPending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
