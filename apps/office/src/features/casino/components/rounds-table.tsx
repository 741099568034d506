import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfficeRound } from '@tribuna/contracts/casino-office';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';

/** What the round left the house: bets − wins − rollbacks (the API's GGR rule). */
export function roundNet(round: Pick<OfficeRound, 'bets' | 'wins' | 'rollbacks'>): number {
  return round.bets - round.wins - round.rollbacks;
}

/** Rounds found, newest first; each opens its moves. */
export function RoundsTable({ items }: { items: readonly OfficeRound[] }) {
  const { t } = useTranslation();
  return (
    <table className="table casino-table">
      <thead>
        <tr>
          <th scope="col">{t('casino.col.started')}</th>
          <th scope="col">{t('casino.col.game')}</th>
          <th scope="col">{t('casino.col.provider_round')}</th>
          <th scope="col">{t('casino.col.player')}</th>
          <th scope="col">{t('casino.col.mode')}</th>
          <th scope="col">{t('common.status')}</th>
          <th scope="col" className="amount">
            {t('casino.col.bets')}
          </th>
          <th scope="col" className="amount">
            {t('casino.col.wins')}
          </th>
          <th scope="col" className="amount">
            {t('casino.col.rollbacks')}
          </th>
          <th scope="col" className="amount">
            {t('casino.col.ggr')}
          </th>
          <th scope="col" className="actions">
            <span className="visually-hidden">{t('common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 && (
          <tr>
            <td colSpan={11} className="muted">
              {t('common.empty')}
            </td>
          </tr>
        )}
        {items.map((round) => (
          <tr key={round.id} data-testid={`round-${round.id}`}>
            <td className="round-started">{formatDateTime(round.created_at)}</td>
            <td>
              <div className="strong">{round.game.name}</div>
              <div className="muted small">{round.provider}</div>
            </td>
            <td className="mono small">{round.round_id}</td>
            <td>{round.player?.username ?? t('casino.guest')}</td>
            <td>{t(`casino.mode.${round.mode}`)}</td>
            <td>
              <span className={`pill pill-round-${round.status}`}>
                {t(`casino.status.${round.status}`)}
              </span>
            </td>
            <td className="amount">{formatMoney(round.bets, round.currency)}</td>
            <td className="amount">{formatMoney(round.wins, round.currency)}</td>
            <td className="amount">{formatMoney(round.rollbacks, round.currency)}</td>
            <td className="amount strong">{formatMoney(roundNet(round), round.currency)}</td>
            <td className="actions">
              <Link
                to={`/casino/rounds/${round.id}`}
                className="btn btn-secondary"
                aria-label={t('casino.rounds.view_label', { id: round.round_id })}
              >
                {t('casino.rounds.view')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
