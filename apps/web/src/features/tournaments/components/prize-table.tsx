import { useTranslation } from 'react-i18next';
import type { TournamentPrize } from '@tribuna/contracts/tournaments';
import { placesText, prizeText, type TournamentSite } from '../tournaments-format';

/** The prize table: the places and what each of them wins. */
export function PrizeTable({
  prizes,
  site,
}: {
  prizes: readonly TournamentPrize[];
  site: TournamentSite;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="tour-section" aria-labelledby="tour-prizes-title">
      <h2 id="tour-prizes-title" className="tour-section__title">
        {t('tournaments.detail.prizes_title')}
      </h2>
      <table className="tour-table" data-testid="tournament-prizes">
        <thead>
          <tr>
            <th scope="col">{t('tournaments.detail.prize_place')}</th>
            <th scope="col">{t('tournaments.detail.prize_prize')}</th>
          </tr>
        </thead>
        <tbody>
          {[...prizes]
            .sort((a, b) => a.from - b.from)
            .map((prize) => (
              <tr key={`${prize.from}-${prize.kind}`}>
                <td>{placesText(prize, t)}</td>
                <td>{prizeText(prize, site, i18n.language, t)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}
