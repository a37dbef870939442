import { Alert } from '@mantine/core';
import { IconCircleCheck, IconExclamationCircle } from '@tabler/icons-react';

export type FormBannerProps = {
  kind: 'error' | 'success';
  message: string;
};

/** The message box at the top of a login-area form (role="alert", so it is announced). */
export function FormBanner({ kind, message }: FormBannerProps) {
  const isError = kind === 'error';
  return (
    <Alert
      role="alert"
      variant="light"
      color={isError ? 'red' : 'teal'}
      icon={
        isError ? <IconExclamationCircle size={18} aria-hidden /> : <IconCircleCheck size={18} aria-hidden />
      }
      data-testid={isError ? 'login-error-banner' : 'login-success-banner'}
    >
      {message}
    </Alert>
  );
}
