import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TournamentSummary } from '@tribuna/contracts/tournaments';
import type { TournamentSite } from '../tournaments-format';
import { Countdown } from './countdown';
import { MyPlace, TournamentBadges, TournamentImage, TournamentPrizes } from './tournament-parts';

/** A tournament in the list: picture, product, prizes, countdown, entrants, the reader's place. */
export function TournamentCard({
  tournament,
  site,
  path,
}: {
  tournament: TournamentSummary;
  site: TournamentSite;
  /** The tournament's page. */
  path: string;
}) {
  const { t } = useTranslation();
  const titleId = `tournament-card-${tournament.id}`;
  return (
    <article
      className="surface-card"
      aria-labelledby={titleId}
      lang={tournament.language.replace('_', '-')}
      data-testid="tournament-card"
    >
      <TournamentImage url={tournament.image_url} />
      <div className="surface-card__content">
        <p className="tour-card__meta">
          <TournamentBadges tournament={tournament} />
        </p>
        <h2 id={titleId} className="surface-card__title tour-card__title">
          <Link to={path}>{tournament.name}</Link>
        </h2>
        <TournamentPrizes tournament={tournament} site={site} />
        <p className="tour-card__facts">
          <Countdown
            state={tournament.state}
            startsAt={tournament.starts_at}
            endsAt={tournament.ends_at}
            timeZone={site.timeZone}
          />
          <span>{t('tournaments.entrants', { count: tournament.entrants })}</span>
        </p>
        {tournament.me && <MyPlace me={tournament.me} tournament={tournament} site={site} />}
        <Link
          className="button button--secondary tour-card__link"
          to={path}
          aria-label={t('tournaments.details_of', { name: tournament.name })}
        >
          {t('tournaments.details')}
        </Link>
      </div>
    </article>
  );
}
