import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { chevronDown, globe, logOut, user } from '../../../components/ui/icon-set';
import { logout, useSession } from '../../../lib/session';

interface AccountMenuProps {
  /** Where the player's profile is, or null where the brand manages accounts elsewhere. */
  profilePath: string | null;
  /** The language control, shown inside the menu. */
  languageSwitch: ReactNode;
  /** Other features' lines under the profile's (the miles balance), given the menu's close. */
  items?: (close: () => void) => ReactNode;
  onLoggedOut: () => void;
}

/**
 * A button that opens a panel below it (the disclosure pattern: its items are ordinary
 * links and controls). The panel closes on Escape (focus back on the button), on a press
 * outside it, and on the next page.
 */
function Disclosure({
  icon,
  label,
  buttonClass,
  className = '',
  children,
}: {
  /** The button's icon (path data of `icon-set.ts`). */
  icon: string;
  /** More classes for the wrapper (what a layout may hide). */
  className?: string;
  /** The button's text: shown from tablets on, read by screen readers always. */
  label: ReactNode;
  buttonClass: string;
  children: (close: () => void) => ReactNode;
}) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      className={`account-menu__disclosure ${className}`.trim()}
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpenOn(null);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={buttonClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <Icon path={icon} />
        {label}
        <Icon path={chevronDown} />
      </button>
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        {open && children(() => setOpenOn(null))}
      </div>
    </div>
  );
}

/**
 * The header's account corner, one compact row on a phone: log in and sign up with the
 * language behind a globe, or the player's menu (greeting, profile, language, log out).
 */
export function AccountMenu({ profilePath, languageSwitch, items, onLoggedOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const session = useSession();

  if (!session.loggedIn || !session.user) {
    return (
      <div className="account-menu">
        <Link className="button button--ghost account-menu__entry" to="/login">
          {t('header.login')}
        </Link>
        <Link className="button button--primary account-menu__entry" to="/register">
          {t('header.register')}
        </Link>
        <Disclosure
          icon={globe}
          label={<span className="visually-hidden">{t('common.language')}</span>}
          buttonClass="header-button account-menu__button account-menu__button--icon"
          className="account-menu__disclosure--language"
        >
          {() => languageSwitch}
        </Disclosure>
      </div>
    );
  }
  return (
    <div className="account-menu">
      <Disclosure
        icon={user}
        label={
          <span className="account-menu__greeting" data-testid="account-user">
            {t('header.greeting', { name: session.user.username })}
          </span>
        }
        buttonClass="header-button account-menu__button"
      >
        {(close) => (
          <>
            {profilePath && (
              <Link className="account-menu__item" to={profilePath} onClick={close}>
                <Icon path={user} />
                {t('header.profile')}
              </Link>
            )}
            {items?.(close)}
            {languageSwitch}
            <button
              type="button"
              className="account-menu__item"
              disabled={session.busy}
              onClick={() => {
                close();
                void logout().then(onLoggedOut);
              }}
            >
              <Icon path={logOut} />
              {t('header.logout')}
            </button>
          </>
        )}
      </Disclosure>
    </div>
  );
}
