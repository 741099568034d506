import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BreakView, OfficeBreak } from '@tribuna/contracts/responsible';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { breakInForce } from '../compliance-format';

type Row = BreakView & Partial<Pick<OfficeBreak, 'player_id' | 'username'>>;

/**
 * Time-outs and self-exclusions: the kind, the length the player chose, when it started and
 * when it ends ("never" for a permanent one). The brand's list names the player; the
 * player's own page shows whether each is still in force.
 */
export function BreaksTable({
  breaks,
  showPlayer,
  now,
}: {
  breaks: readonly Row[];
  showPlayer: boolean;
  /** Given on the player's page, which lists past breaks too: each is said in force or ended. */
  now?: Date;
}) {
  const { t } = useTranslation();
  const columns: DataTableColumn[] = [
    ...(showPlayer ? [{ label: t('compliance.col.player') }] : []),
    { label: t('compliance.col.kind') },
    { label: t('compliance.col.length') },
    { label: t('compliance.col.started') },
    { label: t('compliance.col.ends') },
    ...(now ? [{ label: t('compliance.col.state') }] : []),
  ];
  return (
    <DataTable className="compliance-table" columns={columns} empty={breaks.length === 0}>
      {breaks.map((entry) => (
        <tr key={entry.id} data-testid={`break-${entry.id}`}>
          {showPlayer && (
            <td className="strong">
              {entry.player_id ? (
                <Link
                  to={`/compliance/players/${encodeURIComponent(entry.player_id)}`}
                  aria-label={t('compliance.open_player', { username: entry.username ?? '' })}
                >
                  {entry.username}
                </Link>
              ) : (
                entry.username
              )}
            </td>
          )}
          <td>{t(`compliance.break.${entry.kind}`)}</td>
          <td>{t(`compliance.length.${entry.length}`)}</td>
          <td className="nowrap">{formatDateTime(entry.started_at)}</td>
          <td className="nowrap">
            {entry.ends_at ? formatDateTime(entry.ends_at) : t('compliance.break.never')}
          </td>
          {now && (
            <td>
              {breakInForce(entry, now) ? (
                <span className="pill pill-in-force">{t('compliance.break.in_force')}</span>
              ) : (
                <span className="pill pill-ended">{t('compliance.break.ended')}</span>
              )}
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
