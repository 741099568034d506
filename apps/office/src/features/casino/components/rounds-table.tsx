import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfficeRound } from '@tribuna/contracts/casino-office';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import '../casino-texts';

/** What the round left the house: bets − wins − rollbacks (the API's GGR rule). */
export function roundNet(round: Pick<OfficeRound, 'bets' | 'wins' | 'rollbacks'>): number {
  return round.bets - round.wins - round.rollbacks;
}

/** Rounds found, newest first; each opens its moves. */
export function RoundsTable({ items }: { items: readonly OfficeRound[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      className="casino-table"
      columns={[
        { label: t('casino.col.started') },
        { label: t('casino.col.game') },
        { label: t('casino.col.provider_round') },
        { label: t('casino.col.player') },
        { label: t('casino.col.mode') },
        { label: t('common.status') },
        { label: t('casino.col.bets'), className: 'amount' },
        { label: t('casino.col.wins'), className: 'amount' },
        { label: t('casino.col.rollbacks'), className: 'amount' },
        { label: t('casino.col.ggr'), className: 'amount' },
        { label: t('common.actions'), className: 'actions', hidden: true },
      ]}
      empty={items.length === 0}
    >
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
    </DataTable>
  );
}
