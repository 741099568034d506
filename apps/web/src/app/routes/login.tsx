import { useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { takeRememberedTarget } from '../../lib/session';
import { usePageTitle } from '../use-page-title';

export function LoginRoute() {
  usePageTitle('titles.login');
  const navigate = useNavigate();
  return <LoginForm onLoggedIn={() => void navigate(takeRememberedTarget() ?? '/')} />;
}
