import { useNavigate } from 'react-router';
import { RegisterForm } from '../../features/auth/components/register-form';
import { takeRememberedTarget } from '../../lib/session';
import { usePageTitle } from '../use-page-title';

export function RegisterRoute() {
  usePageTitle('titles.register');
  const navigate = useNavigate();
  return <RegisterForm onRegistered={() => void navigate(takeRememberedTarget() ?? '/')} />;
}
