import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { logout, useSession } from '../../../lib/session';

interface AccountMenuProps {
  onLoggedOut: () => void;
}

/** The header's account corner: log in and sign up, or the player and log out. */
export function AccountMenu({ onLoggedOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const session = useSession();

  if (!session.loggedIn || !session.user) {
    return (
      <div className="account-menu">
        <Link className="button button--ghost" to="/login">
          {t('header.login')}
        </Link>
        <Link className="button button--primary" to="/register">
          {t('header.register')}
        </Link>
      </div>
    );
  }
  return (
    <div className="account-menu">
      <span className="account-menu__user" data-testid="account-user">
        {t('header.greeting', { name: session.user.username })}
      </span>
      <Button
        variant="secondary"
        disabled={session.busy}
        onClick={() => {
          void logout().then(onLoggedOut);
        }}
      >
        {t('header.logout')}
      </Button>
    </div>
  );
}
