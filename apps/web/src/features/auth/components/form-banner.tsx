import { IconCircleCheck, IconExclamationCircle } from '@tabler/icons-react';
import classes from './auth-ui.module.css';

export type FormBannerProps = {
  kind: 'error' | 'success';
  message: string;
};

/** The message box at the top of a login-area form (role="alert", so it is announced). */
export function FormBanner({ kind, message }: FormBannerProps) {
  const isError = kind === 'error';
  return (
    <div
      role="alert"
      className={classes.banner}
      data-kind={kind}
      data-testid={isError ? 'login-error-banner' : 'login-success-banner'}
    >
      {isError ? (
        <IconExclamationCircle size={18} aria-hidden className={classes.bannerIcon} />
      ) : (
        <IconCircleCheck size={18} aria-hidden className={classes.bannerIcon} />
      )}
      <div className={classes.bannerMessage}>{message}</div>
    </div>
  );
}
