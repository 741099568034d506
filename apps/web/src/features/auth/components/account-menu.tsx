import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { logout, useSession } from '../../../lib/session';

interface AccountMenuProps {
  /** Where the player's name leads (their profile), or null where the brand manages accounts elsewhere. */
  profilePath: string | null;
  onLoggedOut: () => void;
}

/** The header's account corner: log in and sign up, or the player and log out. */
export function AccountMenu({ profilePath, onLoggedOut }: AccountMenuProps) {
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
      {profilePath ? (
        <Link
          className="account-menu__user account-menu__user--link"
          data-testid="account-user"
          to={profilePath}
          title={t('header.profile')}
        >
          {t('header.greeting', { name: session.user.username })}
        </Link>
      ) : (
        <span className="account-menu__user" data-testid="account-user">
          {t('header.greeting', { name: session.user.username })}
        </span>
      )}
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
