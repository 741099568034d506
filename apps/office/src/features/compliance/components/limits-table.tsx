import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import type { LimitKind, LimitPeriod } from '@tribuna/contracts/jurisdiction';
import type { LimitChange, LimitView } from '@tribuna/contracts/responsible';
import { DataTable } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatLimit, sortLimits } from '../compliance-format';
import { Share } from './share';
import '../compliance-texts';

function useLimitName() {
  const { t } = useTranslation();
  return (kind: LimitKind, period: LimitPeriod) =>
    t('compliance.limit.name', {
      kind: t(`compliance.limit.${kind}`),
      period: t(`compliance.period.${period}`),
    });
}

/**
 * Each limit of the player: their own, the brand's, the one that applies (the lowest), how
 * much of this period is used and when it starts again, and a raise or removal waiting.
 */
export function LimitsTable({
  limits,
  currency,
}: {
  limits: readonly LimitView[];
  currency: Currency;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const limitName = useLimitName();
  const figure = (kind: LimitKind, value: number | null) =>
    value === null ? (
      <span className="muted">{t('compliance.limit.none')}</span>
    ) : (
      formatLimit(kind, value, currency, language)
    );
  const label = {
    player: t('compliance.col.player_limit'),
    brand: t('compliance.col.brand_limit'),
    effective: t('compliance.col.effective'),
    used: t('compliance.col.used'),
    resets: t('compliance.col.resets'),
    pending: t('compliance.col.pending'),
  };
  return (
    <DataTable
      className="stacked-table"
      empty={limits.length === 0}
      columns={[
        { label: t('compliance.col.limit') },
        { label: label.player, className: 'amount' },
        { label: label.brand, className: 'amount' },
        { label: label.effective, className: 'amount' },
        { label: label.used, className: 'amount' },
        { label: label.resets },
        { label: label.pending },
      ]}
    >
      {sortLimits(limits).map((limit) => (
        <tr
          key={`${limit.kind}-${limit.period}`}
          data-testid={`limit-${limit.kind}-${limit.period}`}
        >
          <th scope="row">{limitName(limit.kind, limit.period)}</th>
          <td className="amount" data-label={label.player}>
            {figure(limit.kind, limit.player)}
          </td>
          <td className="amount" data-label={label.brand}>
            {figure(limit.kind, limit.brand)}
          </td>
          <td className="amount strong" data-label={label.effective}>
            {figure(limit.kind, limit.effective)}
          </td>
          <td className="amount" data-label={label.used}>
            <span className="cell-stack">
              <span>{formatLimit(limit.kind, limit.used, currency, language)}</span>
              {limit.effective !== null && <Share used={limit.used} limit={limit.effective} />}
            </span>
          </td>
          <td className="nowrap" data-label={label.resets}>
            {formatDateTime(limit.resets_at)}
          </td>
          <td data-label={label.pending}>
            {limit.pending ? (
              <span className="cell-stack">
                <span>
                  {limit.pending.value === null
                    ? t('compliance.limit.removal', { date: formatDateTime(limit.pending.from) })
                    : t('compliance.limit.raise', {
                        value: formatLimit(limit.kind, limit.pending.value, currency, language),
                        date: formatDateTime(limit.pending.from),
                      })}
                </span>
                {limit.pending.confirmable && (
                  <span className="muted small">{t('compliance.limit.confirmable')}</span>
                )}
              </span>
            ) : (
              <span className="muted">{t('common.none')}</span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The player's changes of limits, newest first: lowered at once, or raised after the cool-off. */
export function LimitHistoryTable({
  history,
  currency,
}: {
  history: readonly LimitChange[];
  currency: Currency;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const limitName = useLimitName();
  const newestFirst = [...history].sort((a, b) => b.at.localeCompare(a.at));
  const figure = (kind: LimitKind, value: number | null) =>
    value === null ? t('compliance.limit.none') : formatLimit(kind, value, currency, language);
  const label = {
    when: t('compliance.col.when'),
    limit: t('compliance.col.limit'),
    from: t('compliance.col.from'),
    to: t('compliance.col.to'),
    status: t('compliance.col.status'),
  };
  return (
    <DataTable
      className="stacked-table"
      empty={history.length === 0}
      columns={[
        { label: label.when },
        { label: label.limit },
        { label: label.from, className: 'amount' },
        { label: label.to, className: 'amount' },
        { label: label.status },
      ]}
    >
      {newestFirst.map((change, index) => (
        // A change has no id of its own; the list is only ever shown whole.
        <tr key={`${change.at}-${change.kind}-${change.period}-${index}`}>
          <td className="nowrap" data-label={label.when}>
            {formatDateTime(change.at)}
          </td>
          <td data-label={label.limit}>{limitName(change.kind, change.period)}</td>
          <td className="amount" data-label={label.from}>
            {figure(change.kind, change.from)}
          </td>
          <td className="amount" data-label={label.to}>
            {figure(change.kind, change.to)}
          </td>
          <td data-label={label.status}>{t(`compliance.history.status.${change.status}`)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
