import { useNavigate } from 'react-router';
import { useSetPageMeta } from '../../../components/layouts/page-meta';
import { paths } from '../../../config/paths';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  useSetPageMeta({ title: 'Forgot password' });
  const navigate = useNavigate();
  return (
    <ForgotPasswordForm
      onSuccess={(email) => navigate(paths.auth.changePassword.getHref(email))}
      onCancel={() => navigate(paths.auth.login.getHref())}
    />
  );
}
