import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { usePageTitle } from '../use-page-title';

/** With the mail's token: choose a new password; without: ask for the mail (forgot password). */
export function ResetPasswordRoute() {
  usePageTitle('titles.reset_password');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="narrow">
      {token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />}
    </div>
  );
}
