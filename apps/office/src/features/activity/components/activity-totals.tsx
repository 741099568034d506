import { useTranslation } from 'react-i18next';
import type { OfficePlayerActivity } from '@tribuna/contracts/activity';
import { formatMoney } from '../../../lib/money';
import '../activity-texts';

/** Wagered, returned and the player's net result over the whole filter. */
export function ActivityTotals({ activity }: { activity: OfficePlayerActivity }) {
  const { t } = useTranslation();
  const { totals, currency } = activity;
  const figures = [
    ['wagered', t('activity.totals.wagered'), totals.wagered],
    ['returned', t('activity.totals.returned'), totals.returned],
    ['net', t('activity.totals.net'), totals.net],
  ] as const;
  return (
    <dl className="details activity-totals">
      {figures.map(([key, label, minor]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd
            className={`activity-total${key === 'net' && minor < 0 ? ' negative' : ''}`}
            data-testid={`activity-total-${key}`}
          >
            {formatMoney(minor, currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
