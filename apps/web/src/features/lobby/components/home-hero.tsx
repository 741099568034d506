import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface HomeHeroProps {
  brandName: string;
  logo: string;
  /** The player's name; null for a guest, who is invited to sign up. */
  playerName: string | null;
}

/** The top of the home: the brand, a welcome, and for a guest the way to an account. */
export function HomeHero({ brandName, logo, playerName }: HomeHeroProps) {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <img className="hero__logo" src={logo} alt="" width="180" height="40" />
      <h1 id="hero-title" className="hero__title">
        {playerName
          ? t('lobby.welcome_back', { name: playerName })
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
