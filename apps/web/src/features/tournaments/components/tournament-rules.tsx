import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '@tribuna/contracts/tournaments';
import { formatMoney } from '@tribuna/contracts/money';
import { formatDateTime } from '../../../lib/date-time';
import { formatCount, type TournamentSite } from '../tournaments-format';

/**
 * The rules in words: how points are scored, what counts (games or sports, the smallest
 * bet, the cap on rounds), the dates, the entry, and the staff's own text.
 */
export function TournamentRules({
  tournament,
  site,
}: {
  tournament: TournamentDetail;
  site: TournamentSite;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (minor: number) => formatMoney(minor, site.currency, site.decimals, language);
  const names =
    tournament.eligible_names.length > 0 ? tournament.eligible_names : tournament.eligible;
  return (
    <section className="tour-section" aria-labelledby="tour-rules-title">
      <h2 id="tour-rules-title" className="tour-section__title">
        {t('tournaments.detail.rules_title')}
      </h2>
      <ul className="tour-rules">
        <li>
          {t(`tournaments.detail.scoring.${tournament.scoring}`, {
            count: tournament.best_of ?? 0,
          })}
        </li>
        <li>
          {names.length === 0
            ? t(`tournaments.detail.eligible_${tournament.product}_all`)
            : t(`tournaments.detail.eligible_${tournament.product}`, { names: names.join(', ') })}
        </li>
        {tournament.min_bet > 0 && (
          <li>{t('tournaments.detail.min_bet', { amount: money(tournament.min_bet) })}</li>
        )}
        {tournament.max_rounds !== null && (
          <li>
            {t('tournaments.detail.max_rounds', {
              count: tournament.max_rounds,
              rounds: formatCount(tournament.max_rounds, language),
            })}
          </li>
        )}
        <li>
          {t('tournaments.detail.dates', {
            start: formatDateTime(tournament.starts_at, language, site.timeZone),
            end: formatDateTime(tournament.ends_at, language, site.timeZone),
          })}
        </li>
        <li>
          {tournament.entry === 'buy_in'
            ? t('tournaments.detail.entry.buy_in', { amount: money(tournament.buy_in) })
            : t(`tournaments.detail.entry.${tournament.entry}`)}
        </li>
        <li>{t('tournaments.detail.after_entry')}</li>
        <li>{t('tournaments.detail.ties')}</li>
      </ul>
      {tournament.rules && <p className="tour-rules__text">{tournament.rules}</p>}
    </section>
  );
}
