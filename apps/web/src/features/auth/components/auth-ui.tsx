import { IconEye, IconEyeOff } from '@tabler/icons-react';
import {
  type ButtonHTMLAttributes,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { AppForm } from '../../../components/form/app-form';
import { blockKeys, sanitizeValue } from '../../../components/form/input-rules';
import classes from './auth-ui.module.css';

/**
 * The login area's widgets in plain HTML with the back office's look (its Mantine theme: indigo, compact
 * controls): the login area starts without Mantine (docs/performance.md "The web's first page").
 */

export type AuthFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'onChange' | 'className' | 'id'
> & {
  label: string;
  /** email and password refuse spaces (components/form/input-rules.ts, as the back office's fields). */
  type?: 'text' | 'email' | 'password';
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  /** Shown under the input, which is then marked invalid and described by it. */
  error?: string | null | undefined;
};

/** The toggle's name must not contain "password", so that `getByLabel('Password')` finds one element. */
const VISIBILITY_TOGGLE_LABEL = 'Show or hide the characters';

export function AuthField({
  label,
  type = 'text',
  value,
  onChange,
  description,
  error,
  onKeyDown,
  ...rest
}: AuthFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  const change = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(sanitizeValue(type, event.currentTarget.value));
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    blockKeys(type, event);
    onKeyDown?.(event);
  };
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
        {label}
      </label>
      {description ? (
        <p className={classes.description} id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      <div className={classes.inputWrapper}>
        <input
          inputMode={type === 'email' ? 'email' : undefined}
          {...rest}
          id={id}
          className={classes.input}
          data-with-toggle={isPassword || undefined}
          type={isPassword && visible ? 'text' : type}
          value={value}
          onChange={change}
          onKeyDown={keyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') ||
            undefined
          }
        />
        {isPassword ? (
          <button
            type="button"
            className={classes.toggle}
            aria-label={VISIBILITY_TOGGLE_LABEL}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className={classes.error} id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type AuthButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  variant?: 'filled' | 'default';
  loading?: boolean;
  fullWidth?: boolean;
};

/** A button; while `loading` it is disabled and shows a spinner over its label. */
export function AuthButton({
  variant = 'filled',
  loading = false,
  fullWidth,
  disabled,
  children,
  ...rest
}: AuthButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={classes.button}
      data-variant={variant}
      data-full-width={fullWidth || undefined}
      data-loading={loading || undefined}
      disabled={disabled || loading}
    >
      <span className={classes.buttonLabel}>{children}</span>
      {loading ? <span className={classes.spinner} aria-hidden /> : null}
    </button>
  );
}

/** The row under a form's fields: its end, or both ends. */
export function AuthActions({ spread, children }: { spread?: boolean; children: ReactNode }) {
  return (
    <div className={classes.actions} data-spread={spread || undefined}>
      {children}
    </div>
  );
}

export const authLinkClass = classes.link;

/** A login-area form: its fields one under the other. */
export function AuthForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <AppForm label={label} onSubmit={onSubmit} className={classes.form}>
      {children}
    </AppForm>
  );
}
