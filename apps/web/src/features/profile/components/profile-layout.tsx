import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { User } from '@tribuna/contracts/auth';
import '../profile.css';

/** One part of the profile: personal data, language, password, and later bonus, wallet... */
export interface ProfileSection {
  /** Its name in the address (`/profile?section=<id>`). */
  id: string;
  label: string;
  content: ReactNode;
  /** A path of its own instead (`/profile/responsible`), for a section linked to from elsewhere. */
  path?: string;
}

const SECTION_PARAM = 'section';

interface ProfileLayoutProps {
  user: User;
  /** In the order the menu lists them; the first is shown when none is named. */
  sections: readonly ProfileSection[];
  /** The section the route itself names (a section with a path of its own). */
  activeId?: string;
}

/**
 * The profile page: the player on top, a menu of sections (a scrolling row on phones,
 * a side column on wide screens) and the chosen section. The section lives in the
 * address, so it can be linked to and the back button returns to the previous one.
 */
export function ProfileLayout({ user, sections, activeId }: ProfileLayoutProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = activeId ?? params.get(SECTION_PARAM);
  const active = sections.find((section) => section.id === asked) ?? sections[0];
  const activeLink = useRef<HTMLAnchorElement>(null);

  // On a phone the menu is a row that scrolls sideways: the chosen section is brought into
  // it (sideways only, never moving the page).
  useEffect(() => {
    const link = activeLink.current;
    const list = link?.closest('ul');
    if (!link || !list || list.scrollWidth <= list.clientWidth) return;
    const offset = link.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - link.offsetWidth) / 2;
  }, [active?.id]);
  return (
    <div className="profile">
      <header className="profile__header">
        <h1 className="profile__title">{t('profile.title')}</h1>
        <p className="profile__who" data-testid="profile-who">
          <span className="profile__name">
            {user.name} {user.last_name}
          </span>{' '}
          <span className="profile__username">@{user.username}</span>
        </p>
      </header>
      <div className="profile__body">
        <nav className="profile__nav" aria-label={t('profile.sections_label')}>
          <ul className="profile__nav-list">
            {sections.map((section) => (
              <li key={section.id}>
                <Link
                  ref={section.id === active?.id ? activeLink : undefined}
                  className="profile__nav-link"
                  to={section.path ?? `/profile?${SECTION_PARAM}=${encodeURIComponent(section.id)}`}
                  aria-current={section.id === active?.id ? 'page' : undefined}
                  // Switching sections keeps the page where it is.
                  preventScrollReset
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="profile__panel" key={active?.id}>
          {active?.content}
        </div>
      </div>
    </div>
  );
}
