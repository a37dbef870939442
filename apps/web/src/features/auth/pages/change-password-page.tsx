import { useNavigate, useSearchParams } from 'react-router';
import { useSetPageMeta } from '../../../components/layouts/page-meta';
import { paths } from '../../../config/paths';
import { ChangePasswordForm } from '../components/change-password-form';

export function ChangePasswordPage() {
  useSetPageMeta({ title: 'Change password' });
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() || null;
  return (
    <ChangePasswordForm
      email={email}
      onSuccess={(message) =>
        navigate(paths.auth.login.getHref({ successMessage: message }), { replace: true })
      }
    />
  );
}
