import { useNavigate, useSearchParams } from 'react-router';
import { useSetPageMeta } from '../../../components/layouts/page-meta';
import { LoginForm } from '../components/login-form';
import { getTwoFactorStatus } from '../two-factor/api';
import { pathAfterSignIn } from '../two-factor/use-two-factor-gate';

export function LoginPage() {
  useSetPageMeta({ title: 'Log in' });
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const successMessage = searchParams.has('success') ? searchParams.get('message') || undefined : undefined;

  return (
    <LoginForm
      successMessage={successMessage}
      onSuccess={async () => navigate(await pathAfterSignIn(getTwoFactorStatus), { replace: true })}
    />
  );
}
