import { useTranslation } from 'react-i18next';
import type { OfficeRoundDetail } from '@tribuna/contracts/casino-office';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { replayPath } from '../replay';
import { roundNet } from './rounds-table';
import { DataTable } from '../../../components/ui/data-table';
import '../casino-texts';

/** What happened in one round: who, what, its totals, its moves, and where to replay it. */
export function RoundDetail({ round }: { round: OfficeRoundDetail }) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, round.currency);
  const replay = replayPath(round.provider, round.round_id);
  return (
    <>
      <dl className="details">
        <div>
          <dt>{t('casino.round.game')}</dt>
          <dd>{round.game.name}</dd>
        </div>
        <div>
          <dt>{t('casino.round.provider')}</dt>
          <dd>{round.provider}</dd>
        </div>
        <div>
          <dt>{t('casino.round.provider_round')}</dt>
          <dd className="mono">{round.round_id}</dd>
        </div>
        <div>
          <dt>{t('casino.round.id')}</dt>
          <dd className="mono">{round.id}</dd>
        </div>
        <div>
          <dt>{t('casino.round.player')}</dt>
          <dd>{round.player?.username ?? t('casino.guest')}</dd>
        </div>
        <div>
          <dt>{t('casino.col.mode')}</dt>
          <dd>{t(`casino.mode.${round.mode}`)}</dd>
        </div>
        <div>
          <dt>{t('common.status')}</dt>
          <dd>
            <span className={`pill pill-round-${round.status}`}>
              {t(`casino.status.${round.status}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('casino.round.started')}</dt>
          <dd>{formatDateTime(round.created_at)}</dd>
        </div>
        <div>
          <dt>{t('casino.round.closed')}</dt>
          <dd>{formatDateTime(round.closed_at)}</dd>
        </div>
        <div>
          <dt>{t('casino.col.bets')}</dt>
          <dd className="amount">{money(round.bets)}</dd>
        </div>
        <div>
          <dt>{t('casino.col.wins')}</dt>
          <dd className="amount">{money(round.wins)}</dd>
        </div>
        <div>
          <dt>{t('casino.col.rollbacks')}</dt>
          <dd className="amount">{money(round.rollbacks)}</dd>
        </div>
        <div>
          <dt>{t('casino.round.net')}</dt>
          <dd className="amount strong" data-testid="round-net">
            {money(roundNet(round))}
          </dd>
        </div>
      </dl>

      <section className="casino-replay" aria-labelledby="round-replay">
        <h2 id="round-replay">{t('casino.replay')}</h2>
        {replay ? (
          <p>
            <a
              className="btn btn-primary"
              href={replay}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('casino.replay_label', { id: round.round_id })}
            >
              {t('casino.replay')} ↗
            </a>{' '}
            <span className="muted">{t('casino.replay_hint')}</span>
          </p>
        ) : (
          <p className="muted">
            {t('casino.replay_elsewhere', { provider: round.provider, id: round.round_id })}
          </p>
        )}
      </section>

      <section aria-labelledby="round-moves">
        <h2 id="round-moves">{t('casino.round.moves')}</h2>
        <div className="table-wrap">
          <DataTable
            className="casino-table"
            columns={[
              { label: t('casino.col.time') },
              { label: t('casino.col.move') },
              { label: t('casino.col.amount'), className: 'amount' },
              { label: t('casino.col.transaction') },
              { label: t('casino.col.reference') },
              { label: t('common.status') },
            ]}
            empty={round.transactions.length === 0}
          >
            {round.transactions.map((move) => (
              <tr key={move.id} data-testid={`move-${move.kind}`}>
                <td>{formatDateTime(move.created_at)}</td>
                <td className="strong">{t(`casino.move.${move.kind}`)}</td>
                <td className="amount">{money(move.amount)}</td>
                <td className="mono small">{move.transaction_id}</td>
                <td className="mono small">{move.reference_transaction_id ?? t('common.none')}</td>
                <td>
                  <span className={`pill pill-move-${move.status}`}>
                    {t(`casino.move_status.${move.status}`)}
                  </span>
                  {move.owed !== undefined && (
                    <span className="muted small" data-testid="move-owed">
                      {' '}
                      {t('casino.move_owed', { amount: money(move.owed) })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      </section>
    </>
  );
}
