import type { StoredUserInfo } from '@fletx/contract/auth';
import { twoFactorMessages } from '@fletx/contract/two-factor-messages';
import { useState } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import { startSession } from '../api/login';
import { AuthActions, AuthButton, AuthField, AuthForm, authLinkClass } from '../components/auth-ui';
import { FormHeading } from '../components/form-heading';
import { verifySecondFactor } from './api';

export type CodeStepProps = {
  /** The login's challenge (valid a few minutes, single use). */
  challenge: string;
  onSuccess: (user: StoredUserInfo) => void;
  /** Back to the password (a challenge that expired needs a new login). */
  onRestart: () => void;
};

/** What a person types, without the spaces and dashes apps and recovery sheets show. */
const compact = (value: string) => value.replace(/[\s-]/g, '');

/**
 * The login's second step (docs/product.md "Two-factor sign-in"): the 6-digit code of the authenticator app,
 * or one of the recovery codes; the server's refusal is shown under the field.
 */
export function CodeStep({ challenge, onSuccess, onRestart }: CodeStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const given = compact(value);
    const valid = recovery ? /^[a-z0-9]{8}$/i.test(given) : /^\d{6}$/.test(given);
    if (!valid) {
      setError(recovery ? twoFactorMessages.recoveryCodeFormat : twoFactorMessages.codeFormat);
      return;
    }
    setError(null);
    setPending(true);
    try {
      const answer = await verifySecondFactor(
        recovery ? { challenge, recoveryCode: given } : { challenge, code: given },
      );
      onSuccess(await startSession(answer.data));
    } catch (failure) {
      setError(getErrorMessage(failure));
      setPending(false);
    }
  };

  const switchKind = () => {
    setRecovery((current) => !current);
    setValue('');
    setError(null);
  };

  return (
    <AuthForm label="Two-factor sign-in form" onSubmit={submit}>
      <FormHeading
        title="Two-factor sign-in"
        description={
          recovery
            ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
            : 'Enter the 6-digit code your authenticator app shows for Fletx.'
        }
      />
      <AuthField
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? 'Recovery code' : '6-digit code'}
        placeholder={recovery ? 'abcd-2345' : '123 456'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoFocus
        value={value}
        onChange={setValue}
        error={error}
      />
      <AuthActions spread>
        <button type="button" className={authLinkClass} onClick={switchKind}>
          {recovery ? 'Use the code from the app instead' : 'Use a recovery code instead'}
        </button>
        <button type="button" className={authLinkClass} onClick={onRestart}>
          Back to log in
        </button>
      </AuthActions>
      <AuthButton type="submit" fullWidth loading={pending}>
        Verify
      </AuthButton>
    </AuthForm>
  );
}
