import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { ErrorLine, InputField } from '../components/fields';
import { logIn } from '../lib/driver-api';
import { type Dictionary, useI18n } from '../lib/i18n';
import { DRIVER_HOME } from '../lib/paths';

/** The refusal in the driver's language (the API answers in English, docs/product.md "Driver API"). */
function loginError(error: unknown, t: Dictionary): string {
  if (!(error instanceof ApiError)) return t.somethingWrong;
  if (error.statusCode === 0) return t.networkError;
  if (error.statusCode === 401 || error.statusCode === 400) return t.wrongPassword;
  if (error.statusCode === 403) return t.notADriver;
  if (error.statusCode === 429) return t.tooMany;
  return t.somethingWrong;
}

/** `/driver/login`: drivers' accounts only; any other account gets the API's 403, in words. */
export function LoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) {
      setError(t.emptyFields);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await logIn(email, password);
      navigate(DRIVER_HOME, { replace: true });
    } catch (caught) {
      setError(loginError(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="drv-card drv-stack" onSubmit={submit} noValidate>
      <h1 className="drv-title">{t.loginTitle}</h1>
      <p className="drv-muted">{t.loginHelp}</p>
      <ErrorLine error={error} />
      <InputField label={t.email} name="email" type="email" autoComplete="username" inputMode="email" />
      <InputField label={t.password} name="password" type="password" autoComplete="current-password" />
      <button type="submit" className="drv-btn drv-btn-primary drv-btn-big" disabled={busy}>
        {busy ? t.loggingIn : t.logIn}
      </button>
    </form>
  );
}
