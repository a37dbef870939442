import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/api-client';
import { clearNotices } from '../../../lib/notices';
import { useLogin } from '../api/login';
import { CodeStep } from '../two-factor/code-step';
import { checkLogin } from '../utils/auth-rules';
import { AuthActions, AuthButton, AuthField, AuthForm, authLinkClass } from './auth-ui';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const signedIn = () => {
    clearNotices();
    onSuccess();
  };
  const loginMutation = useLogin({
    onSuccess: (outcome) => ('challenge' in outcome ? setChallenge(outcome.challenge) : signedIn()),
    onError: (failure) => setError(getErrorMessage(failure)),
  });

  const submit = () => {
    const checked = checkLogin({ email, password });
    if (!checked.ok) return setError(checked.message);
    setError(null);
    loginMutation.mutate({ email: checked.value.name, password: checked.value.password });
  };

  if (challenge)
    return <CodeStep challenge={challenge} onSuccess={signedIn} onRestart={() => setChallenge(null)} />;

  return (
    <AuthForm label="Log in form" onSubmit={submit}>
      <FormHeading title="Welcome back" description="Sign in to the carrier back office." />
      {error ? (
        <FormBanner kind="error" message={error} />
      ) : successMessage ? (
        <FormBanner kind="success" message={successMessage} />
      ) : null}
      <EmailField value={email} onChange={setEmail} />
      <AuthField
        type="password"
        label="Password"
        placeholder="Your password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <AuthActions>
        <Link to={paths.auth.forgotPassword.getHref()} className={authLinkClass}>
          Forgot your password?
        </Link>
      </AuthActions>
      <AuthButton type="submit" fullWidth loading={loginMutation.isPending}>
        Log in
      </AuthButton>
    </AuthForm>
  );
}
