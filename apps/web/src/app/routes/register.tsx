import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RegisterForm } from '../../features/auth/components/register-form';
import {
  RegistrationLimits,
  useRegistrationLimits,
} from '../../features/responsible/components/registration-limits';
import { notify } from '../../lib/notify';
import { takeRememberedTarget } from '../../lib/session';
import { brandMoney } from '../brand-money';
import { useSiteConfiguration } from '../start-up';
import { usePageTitle } from '../use-page-title';

/**
 * The sign-up form with the brand's minimum age and, folded away, the deposit limits a new
 * player may choose; they are set once the player is signed up (and so logged in). Used by
 * `/register` and by the landings' sign-up tab.
 */
export function SignUp({ onSignedUp }: { onSignedUp: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const configuration = useSiteConfiguration();
  const limits = useRegistrationLimits();
  if (!configuration) return null;
  const money = brandMoney(configuration);
  return (
    <RegisterForm
      minimumAge={configuration.jurisdiction.minimum_age}
      timeZone={configuration.timezone}
      extra={<RegistrationLimits state={limits} money={money} />}
      checkExtra={() => limits.check(money)}
      onRegistered={async () => {
        if (!(await limits.save())) {
          notify({ type: 'warning', message: t('responsible.register.limits_failed') });
        }
        await onSignedUp();
      }}
    />
  );
}

export function RegisterRoute() {
  usePageTitle('titles.register');
  const navigate = useNavigate();
  return <SignUp onSignedUp={() => navigate(takeRememberedTarget() ?? '/')} />;
}
