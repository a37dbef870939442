import { useNavigate, useSearchParams } from 'react-router';
import { useSetPageMeta } from '../../../components/layouts/page-meta';
import { paths } from '../../../config/paths';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  useSetPageMeta({ title: 'Log in' });
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const successMessage = searchParams.has('success') ? searchParams.get('message') || undefined : undefined;

  return (
    <LoginForm
      successMessage={successMessage}
      onSuccess={() => navigate(paths.app.adminUsers.getHref(), { replace: true })}
    />
  );
}
