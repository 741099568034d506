import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '@tribuna/contracts/tournaments';
import { formatTime } from '../../../lib/date-time';
import { formatPoints, type TournamentSite } from '../tournaments-format';

/**
 * The board: position, masked name, points and rounds, the reader's row marked. On a phone
 * the rounds go under the name rather than in a column of their own (tournaments.css).
 */
export function Leaderboard({
  tournament,
  site,
}: {
  tournament: TournamentDetail;
  site: TournamentSite;
}) {
  const { t, i18n } = useTranslation();
  const final = tournament.state === 'finished';
  const points = (value: number) => formatPoints(value, tournament.scoring, site, i18n.language);
  return (
    <section className="tour-section" aria-labelledby="tour-board-title">
      <h2 id="tour-board-title" className="tour-section__title">
        {t(final ? 'tournaments.detail.board_final' : 'tournaments.detail.board_title')}
      </h2>
      {tournament.board.length === 0 ? (
        <p className="tours__status">{t('tournaments.detail.board_empty')}</p>
      ) : (
        <table className="tour-table tour-board" data-testid="tournament-board">
          <thead>
            <tr>
              <th scope="col" className="tour-table__number">
                {t('tournaments.detail.board.position')}
              </th>
              <th scope="col">{t('tournaments.detail.board.name')}</th>
              <th scope="col" className="tour-table__number">
                {t('tournaments.detail.board.points')}
              </th>
              <th scope="col" className="tour-table__number tour-board__rounds">
                {t('tournaments.detail.board.rounds')}
              </th>
            </tr>
          </thead>
          <tbody>
            {tournament.board.map((row) => (
              <tr
                key={row.position}
                className={row.me ? 'tour-board__me' : undefined}
                aria-current={row.me ? 'true' : undefined}
                data-testid="board-row"
              >
                <td className="tour-table__number">{row.position}</td>
                <td className="tour-board__name">
                  {row.name}
                  {row.me && (
                    <span className="tour-board__you"> ({t('tournaments.detail.board.you')})</span>
                  )}
                  <span className="tour-board__sub">
                    {t('tournaments.detail.board.rounds_count', { count: row.rounds })}
                  </span>
                </td>
                <td className="tour-table__number">{points(row.points)}</td>
                <td className="tour-table__number tour-board__rounds">{row.rounds}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {tournament.board_updated_at && !final && (
        <p className="tour-section__note">
          {t('tournaments.detail.board_updated', {
            time: formatTime(tournament.board_updated_at, i18n.language, site.timeZone),
          })}
        </p>
      )}
    </section>
  );
}
