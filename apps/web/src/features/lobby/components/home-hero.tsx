import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface HomeHeroProps {
  brandName: string;
  logo: string;
  /** The player's name; null for a guest, who is invited to sign up. */
  playerName: string | null;
  /** When the player's account was opened (ISO): a newcomer is welcomed, not welcomed back. */
  joinedAt?: string | null;
}

/** How long after signing up a player is still new here. */
const NEWCOMER_MS = 24 * 60 * 60 * 1000;

/** The top of the home: the brand, a welcome, and for a guest the way to an account. */
export function HomeHero({ brandName, logo, playerName, joinedAt = null }: HomeHeroProps) {
  const { t } = useTranslation();
  // Read once, when the page opens: a welcome does not change while it is read.
  const [openedAt] = useState(Date.now);
  const newcomer = joinedAt !== null && openedAt - Date.parse(joinedAt) < NEWCOMER_MS;
  return (
    <section className="hero" aria-labelledby="hero-title">
      <img className="hero__logo" src={logo} alt="" width="180" height="40" />
      <h1 id="hero-title" className="hero__title">
        {playerName
          ? t(newcomer ? 'lobby.welcome_new' : 'lobby.welcome_back', { name: playerName })
          : t('lobby.title', { name: brandName })}
      </h1>
      <p className="hero__subtitle">{t('lobby.subtitle')}</p>
      {!playerName && (
        <Link className="button button--primary" to="/register">
          {t('lobby.join')}
        </Link>
      )}
    </section>
  );
}
