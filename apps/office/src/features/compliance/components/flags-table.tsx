import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import type { ResponsibleFlag } from '@tribuna/contracts/responsible';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { Share } from './share';
import '../compliance-texts';

/**
 * Flags raised at 80 % of a loss limit: the period, the limit and how much of it was lost,
 * when, and whether someone has reviewed it. The player's own page leaves out the player.
 */
export function FlagsTable({
  flags,
  currency,
  showPlayer = true,
  pendingId,
  onReview,
}: {
  flags: readonly ResponsibleFlag[];
  /** The brand's: flags are of loss limits, in minor units of it. */
  currency: Currency;
  showPlayer?: boolean;
  /** The flag whose review is on its way. */
  pendingId?: string | undefined;
  onReview: (flag: ResponsibleFlag) => void;
}) {
  const { t } = useTranslation();
  const label = {
    player: t('compliance.col.player'),
    flag: t('compliance.col.flag'),
    limit: t('compliance.col.limit'),
    used: t('compliance.col.used'),
    raised: t('compliance.col.raised'),
    review: t('compliance.col.review'),
  };
  const columns: DataTableColumn[] = [
    ...(showPlayer ? [{ label: label.player }] : []),
    { label: label.flag },
    { label: label.limit, className: 'amount' },
    { label: label.used, className: 'amount' },
    { label: label.raised },
    { label: label.review },
  ];
  return (
    <DataTable className="stacked-table" columns={columns} empty={flags.length === 0}>
      {flags.map((flag) => (
        <tr key={flag.id} data-testid={`flag-${flag.id}`}>
          {showPlayer && (
            <td className="strong" data-label={label.player}>
              <Link
                to={`/compliance/players/${encodeURIComponent(flag.player_id)}`}
                aria-label={t('compliance.open_player', { username: flag.username })}
              >
                {flag.username}
              </Link>
            </td>
          )}
          <td className="nowrap" data-label={label.flag}>
            {t(`compliance.flag.loss.${flag.period}`)}
          </td>
          <td className="amount" data-label={label.limit}>
            {formatMoney(flag.limit, currency)}
          </td>
          <td className="amount" data-label={label.used}>
            <span className="cell-stack">
              <span>{formatMoney(flag.used, currency)}</span>
              <Share used={flag.used} limit={flag.limit} />
            </span>
          </td>
          <td className="nowrap" data-label={label.raised}>
            {formatDateTime(flag.raised_at)}
          </td>
          <td data-label={label.review}>
            {flag.reviewed_at ? (
              <span className="cell-stack">
                <span>{t('compliance.flag.reviewed', { username: flag.reviewed_by ?? '—' })}</span>
                <span className="muted small nowrap">{formatDateTime(flag.reviewed_at)}</span>
              </span>
            ) : (
              // An open flag's review is its one action: the button says it is open.
              <Button
                variant="primary"
                disabled={pendingId === flag.id}
                aria-label={t('compliance.flag.review_label', { username: flag.username })}
                onClick={() => onReview(flag)}
              >
                {t('compliance.flag.review')}
              </Button>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
