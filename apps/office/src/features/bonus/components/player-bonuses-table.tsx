import { useTranslation } from 'react-i18next';
import type { OfficeBonus } from '@tribuna/contracts/bonus';
import type { Currency } from '@tribuna/contracts/currencies';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { formatPercent, wageringPercent } from '../bonus-format';
import '../bonus-texts';

/** Bonuses staff may still cancel: offered, claimed or running. */
export function isCancelable(bonus: Pick<OfficeBonus, 'status'>): boolean {
  return bonus.status === 'available' || bonus.status === 'claimed' || bonus.status === 'active';
}

function Wagering({ bonus, currency }: { bonus: OfficeBonus; currency: Currency }) {
  const { t } = useTranslation();
  const { required, progress } = bonus.wagering;
  if (required <= 0) return <span className="muted">{t('bonus.no_wagering')}</span>;
  const percent = wageringPercent(bonus.wagering) ?? 0;
  return (
    <span className="cell-stack">
      <span>
        {t('bonus.progress', {
          progress: formatMoney(progress, currency),
          required: formatMoney(required, currency),
        })}
      </span>
      <span className="bonus-progress" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
      <span className="muted small">{formatPercent(percent, currentLanguage())}</span>
    </span>
  );
}

function Dates({ bonus }: { bonus: OfficeBonus }) {
  const { t } = useTranslation();
  const received = formatDateTime(bonus.created_at);
  const lines: string[] = [t('bonus.date.received', { date: received })];
  // A bonus staff grant is claimed as it is received: said once.
  const claimed = bonus.claimed_at ? formatDateTime(bonus.claimed_at) : received;
  if (claimed !== received) lines.push(t('bonus.date.claimed', { date: claimed }));
  if (bonus.completed_at) {
    lines.push(t('bonus.date.completed', { date: formatDateTime(bonus.completed_at) }));
  }
  if (bonus.canceled_at) {
    lines.push(t('bonus.date.canceled', { date: formatDateTime(bonus.canceled_at) }));
  }
  if (isCancelable(bonus) && bonus.expires_at) {
    lines.push(t('bonus.date.expires', { date: formatDateTime(bonus.expires_at) }));
  }
  return (
    <span className="cell-stack bonus-dates small">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}

/** Who or what canceled a bonus, and staff's reason as they wrote it. */
function Cancellation({ bonus }: { bonus: OfficeBonus }) {
  const { t } = useTranslation();
  if (bonus.cancel_reason === null) return null;
  const who =
    bonus.cancel_reason === 'staff'
      ? t('bonus.cancel_reason.staff', { username: bonus.canceled_by ?? '—' })
      : t(`bonus.cancel_reason.${bonus.cancel_reason}`);
  return (
    <span className="cell-stack">
      <span>{who}</span>
      {bonus.cancel_note && <span className="muted small bonus-note">{bonus.cancel_note}</span>}
    </span>
  );
}

/**
 * A player's bonuses, newest first: where each stands (and who canceled it, and why), its
 * money and wagering, its dates, and staff's cancel.
 */
export function PlayerBonusesTable({
  bonuses,
  currency,
  pendingId,
  onCancel,
}: {
  bonuses: readonly OfficeBonus[];
  /** The brand's: bonus money is in minor units of it. */
  currency: Currency;
  /** The bonus whose cancellation is on its way. */
  pendingId?: string | undefined;
  onCancel: (bonus: OfficeBonus) => void;
}) {
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency);
  const label = {
    campaign: t('bonus.player.col.campaign'),
    status: t('bonus.player.col.status'),
    amount: t('bonus.player.col.amount'),
    wagering: t('bonus.player.col.wagering'),
    result: t('bonus.player.col.result'),
    dates: t('bonus.player.col.dates'),
    actions: t('bonus.player.col.actions'),
  };
  const columns: DataTableColumn[] = [
    { label: label.campaign },
    { label: label.status },
    { label: label.amount, className: 'amount' },
    { label: label.wagering },
    { label: label.result, className: 'amount' },
    { label: label.dates },
    { label: label.actions, className: 'actions', hidden: true },
  ];
  return (
    <DataTable className="stacked-table" columns={columns} empty={bonuses.length === 0}>
      {bonuses.map((bonus) => (
        <tr key={bonus.id} data-testid={`bonus-${bonus.id}`}>
          <th scope="row">
            <span className="cell-stack">
              <span>{bonus.campaign_name}</span>
              <span className="muted small">{t(`bonus.kind.${bonus.kind}`)}</span>
            </span>
          </th>
          <td data-label={label.status}>
            <span className="cell-stack">
              <span className={`pill pill-bonus-${bonus.status}`}>
                {t(`bonus.status.${bonus.status}`)}
              </span>
              <Cancellation bonus={bonus} />
            </span>
          </td>
          <td className="amount" data-label={label.amount}>
            {bonus.amount > 0 ? money(bonus.amount) : t('common.none')}
          </td>
          <td data-label={label.wagering}>
            <Wagering bonus={bonus} currency={currency} />
          </td>
          <td className="amount" data-label={label.result}>
            <span className="cell-stack">
              {bonus.converted !== null && (
                <span>{t('bonus.converted', { amount: money(bonus.converted) })}</span>
              )}
              {bonus.forfeited !== null && bonus.forfeited > 0 && (
                <span>{t('bonus.forfeited', { amount: money(bonus.forfeited) })}</span>
              )}
              {bonus.converted === null && !bonus.forfeited && (
                <span className="muted">{t('common.none')}</span>
              )}
            </span>
          </td>
          <td data-label={label.dates}>
            <Dates bonus={bonus} />
          </td>
          <td className="actions">
            {isCancelable(bonus) && (
              <Button
                variant="danger"
                disabled={pendingId === bonus.id}
                aria-label={t('bonus.player.cancel_label', { campaign: bonus.campaign_name })}
                onClick={() => onCancel(bonus)}
              >
                {t('bonus.player.cancel')}
              </Button>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
