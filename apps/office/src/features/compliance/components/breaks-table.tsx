import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BreakView, OfficeBreak } from '@tribuna/contracts/responsible';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { breakInForce } from '../compliance-format';
import '../compliance-texts';

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
  const label = {
    player: t('compliance.col.player'),
    kind: t('compliance.col.kind'),
    length: t('compliance.col.length'),
    started: t('compliance.col.started'),
    ends: t('compliance.col.ends'),
    state: t('compliance.col.state'),
  };
  const columns: DataTableColumn[] = [
    ...(showPlayer ? [{ label: label.player }] : []),
    { label: label.kind },
    { label: label.length },
    { label: label.started },
    { label: label.ends },
    ...(now ? [{ label: label.state }] : []),
  ];
  return (
    <DataTable className="stacked-table" columns={columns} empty={breaks.length === 0}>
      {breaks.map((entry) => (
        <tr key={entry.id} data-testid={`break-${entry.id}`}>
          {showPlayer && (
            <td className="strong" data-label={label.player}>
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
          <td data-label={label.kind}>{t(`compliance.break.${entry.kind}`)}</td>
          <td data-label={label.length}>{t(`compliance.length.${entry.length}`)}</td>
          <td className="nowrap" data-label={label.started}>
            {formatDateTime(entry.started_at)}
          </td>
          <td className="nowrap" data-label={label.ends}>
            {entry.ends_at ? formatDateTime(entry.ends_at) : t('compliance.break.never')}
          </td>
          {now && (
            <td data-label={label.state}>
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
