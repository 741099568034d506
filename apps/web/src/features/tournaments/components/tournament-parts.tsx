import { useTranslation } from 'react-i18next';
import type { TournamentMe, TournamentSummary } from '@tribuna/contracts/tournaments';
import { formatMoney } from '@tribuna/contracts/money';
import { formatPoints, otherPrizes, type TournamentSite } from '../tournaments-format';
import { Icon } from '../../../components/ui/icon';
import { ball, dice, trophy } from '../../../components/ui/icon-set';

/** The tournament's picture, or the brand's colours where it has none. */
export function TournamentImage({ url }: { url: string | null }) {
  return url ? (
    <img className="card-image tour-image" src={url} alt="" loading="lazy" />
  ) : (
    <div className="card-image tour-image tour-image--none" aria-hidden="true">
      <Icon path={trophy} />
    </div>
  );
}

/** Casino or sports, and the state, as pills. */
export function TournamentBadges({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`tour-badge tour-badge--${tournament.product}`}>
        <Icon path={tournament.product === 'casino' ? dice : ball} />
        {t(`tournaments.product.${tournament.product}`)}
      </span>
      <span className={`tour-badge tour-badge--${tournament.state}`}>
        {t(`tournaments.state.${tournament.state}`)}
      </span>
    </>
  );
}

/** The cash prize pool in the brand's money, and the other prizes after it. */
export function TournamentPrizes({
  tournament,
  site,
}: {
  tournament: TournamentSummary;
  site: TournamentSite;
}) {
  const { t, i18n } = useTranslation();
  const others = otherPrizes(tournament.prizes, i18n.language, t);
  return (
    <dl className="tour-pool">
      {tournament.prize_pool > 0 && (
        <div>
          <dt>{t('tournaments.prize_pool')}</dt>
          <dd className="tour-pool__money">
            {formatMoney(tournament.prize_pool, site.currency, site.decimals, i18n.language)}
          </dd>
        </div>
      )}
      {others.length > 0 && (
        <div>
          <dt className={tournament.prize_pool > 0 ? 'visually-hidden' : undefined}>
            {t('tournaments.prize_pool')}
          </dt>
          <dd>
            {tournament.prize_pool > 0
              ? t('tournaments.also', { prizes: others.join(' · ') })
              : others.join(' · ')}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The reader's place and points in a few words ("You: position 3 · x12.50"). */
export function MyPlace({
  me,
  tournament,
  site,
}: {
  me: TournamentMe;
  tournament: TournamentSummary;
  site: TournamentSite;
}) {
  const { t, i18n } = useTranslation();
  return (
    <p className="tour-mine" data-testid="tournament-mine">
      {me.position === null
        ? t('tournaments.my_place_none')
        : t('tournaments.my_place', {
            position: me.position,
            points: formatPoints(me.points, tournament.scoring, site, i18n.language),
          })}
    </p>
  );
}
