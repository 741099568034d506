import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '@tribuna/contracts/language-codes';
import type { TournamentDetail, TournamentMe } from '@tribuna/contracts/tournaments';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useTournament } from '../api/get-tournament';
import { formatPoints, prizeText, type TournamentSite } from '../tournaments-format';
import { useTournamentLive } from '../use-tournament-live';
import { Countdown } from './countdown';
import { EntryAction, type TournamentLinks } from './entry-action';
import { Leaderboard } from './leaderboard';
import { PrizeTable } from './prize-table';
import { TournamentBadges, TournamentImage, TournamentPrizes } from './tournament-parts';
import { TournamentRules } from './tournament-rules';
import '../tournaments-texts';
import '../tournaments.css';

interface TournamentPageProps {
  id: string;
  site: TournamentSite;
  /** The player's cash balance (the buy-in's confirmation says it); null when unknown. */
  balance: number | null;
  links: TournamentLinks;
}

/** The reader's own standing: also when outside the board's top places; the prize at the end. */
function MyStanding({
  me,
  tournament,
  site,
}: {
  me: TournamentMe;
  tournament: TournamentDetail;
  site: TournamentSite;
}) {
  const { t, i18n } = useTranslation();
  const final = tournament.state === 'finished';
  return (
    <section className="tour-me" aria-labelledby="tour-me-title" data-testid="tournament-me">
      <h2 id="tour-me-title" className="tour-section__title">
        {t('tournaments.detail.me_title')}
      </h2>
      <p className="tour-me__position">
        {me.position === null
          ? t('tournaments.detail.me_no_position')
          : t('tournaments.detail.me_position', { position: me.position })}
      </p>
      <p className="tour-me__facts">
        <span>
          {t('tournaments.detail.me_points', {
            points: formatPoints(me.points, tournament.scoring, site, i18n.language),
          })}
        </span>
        <span>{t('tournaments.detail.me_rounds', { count: me.rounds })}</span>
      </p>
      {final && (
        <p className="tour-me__prize" role="status">
          {me.prize
            ? t('tournaments.detail.me_prize', {
                prize: prizeText(me.prize, site, i18n.language, t),
              })
            : t('tournaments.detail.me_no_prize')}
        </p>
      )}
    </section>
  );
}

function TournamentView({
  tournament,
  site,
  balance,
  links,
  onElapsed,
}: Omit<TournamentPageProps, 'id'> & { tournament: TournamentDetail; onElapsed: () => void }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  useTournamentLive(tournament.id, tournament.me !== null);
  return (
    <article
      className="tour-page"
      aria-labelledby="tour-title"
      lang={tournament.language.replace('_', '-')}
    >
      <TournamentImage url={tournament.image_url} />
      <header className="tour-page__head">
        <p className="tour-card__meta">
          <TournamentBadges tournament={tournament} />
        </p>
        <h1 id="tour-title" className="tours__title">
          {tournament.name}
        </h1>
        {tournament.description && <p className="tours__intro">{tournament.description}</p>}
        <p className="tour-card__facts">
          <Countdown
            state={tournament.state}
            startsAt={tournament.starts_at}
            endsAt={tournament.ends_at}
            timeZone={site.timeZone}
            onElapsed={onElapsed}
          />
          <span>{t('tournaments.entrants', { count: tournament.entrants })}</span>
        </p>
        <TournamentPrizes tournament={tournament} site={site} />
      </header>
      {tournament.state === 'cancelled' && (
        <p className="tours__status" role="status">
          {t('tournaments.detail.cancelled')}
        </p>
      )}
      <EntryAction
        tournament={tournament}
        site={site}
        balance={balance}
        loggedIn={loggedIn}
        links={links}
      />
      {tournament.me && <MyStanding me={tournament.me} tournament={tournament} site={site} />}
      <div className="tour-page__columns">
        <Leaderboard tournament={tournament} site={site} />
        <div className="tour-page__side">
          <PrizeTable prizes={tournament.prizes} site={site} />
          <TournamentRules tournament={tournament} site={site} />
        </div>
      </div>
    </article>
  );
}

/**
 * `/tournaments/:id`: the tournament's rules, prizes, countdown, its live board and the
 * reader's standing, and the way in.
 */
export function TournamentPage({ id, site, balance, links }: TournamentPageProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const query = useTournament(id, language);
  const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
  return (
    <div className="tours">
      <Link className="tour-back" to={links.listPath}>
        {t('tournaments.detail.back')}
      </Link>
      {query.isPending && (
        <p className="tours__status" role="status">
          {t('tournaments.detail.loading')}
        </p>
      )}
      {query.isError &&
        (missing ? (
          <h1 className="tours__status tours__status--heading">
            {query.error instanceof ApiError && query.error.messages[0]
              ? query.error.messages[0]
              : t('tournaments.detail.not_found')}
          </h1>
        ) : (
          <div className="tours__status" role="alert">
            <p>{t('tournaments.detail.failed')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('tournaments.retry')}
            </Button>
          </div>
        ))}
      {query.data && (
        <TournamentView
          tournament={query.data}
          site={site}
          balance={balance}
          links={links}
          onElapsed={() => void query.refetch()}
        />
      )}
    </div>
  );
}
