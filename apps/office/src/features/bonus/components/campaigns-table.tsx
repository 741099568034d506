import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OfficeCampaign } from '@tribuna/contracts/bonus';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import '../bonus-texts';

/** How a campaign reaches players: its trigger, with the code or the deposit's number. */
function Trigger({ campaign }: { campaign: OfficeCampaign }) {
  const { t } = useTranslation();
  return (
    <span className="cell-stack">
      <span>{t(`bonus.trigger.${campaign.trigger}`)}</span>
      {campaign.trigger === 'code' && campaign.code && (
        <span className="mono small">{campaign.code}</span>
      )}
      {campaign.trigger === 'deposit' && campaign.deposit_number !== null && (
        <span className="muted small">
          {t('bonus.deposit_number', { number: campaign.deposit_number })}
        </span>
      )}
    </span>
  );
}

/** The brand's campaigns: each opens its editor. */
export function CampaignsTable({ campaigns }: { campaigns: readonly OfficeCampaign[] }) {
  const { t } = useTranslation();
  const label = {
    name: t('bonus.col.name'),
    kind: t('bonus.col.kind'),
    trigger: t('bonus.col.trigger'),
    status: t('bonus.col.status'),
    window: t('bonus.col.window'),
    granted: t('bonus.col.granted'),
    wagering: t('bonus.col.wagering'),
  };
  const columns: DataTableColumn[] = [
    { label: label.name },
    { label: label.kind },
    { label: label.trigger },
    { label: label.status },
    { label: label.window },
    { label: label.granted, className: 'amount' },
    { label: label.wagering, className: 'amount' },
  ];
  return (
    <DataTable className="stacked-table" columns={columns} empty={campaigns.length === 0}>
      {campaigns.map((campaign) => (
        <tr key={campaign.id} data-testid={`campaign-${campaign.id}`}>
          <th scope="row">
            <Link
              to={`/bonuses/campaigns/${encodeURIComponent(campaign.id)}`}
              aria-label={t('bonus.campaigns.edit_label', { name: campaign.name })}
            >
              {campaign.name}
            </Link>
          </th>
          <td data-label={label.kind}>{t(`bonus.kind.${campaign.kind}`)}</td>
          <td data-label={label.trigger}>
            <Trigger campaign={campaign} />
          </td>
          <td data-label={label.status}>
            <span className={`pill pill-campaign-${campaign.status}`}>
              {t(`bonus.campaign_status.${campaign.status}`)}
            </span>
          </td>
          <td data-label={label.window}>
            {campaign.ends_at
              ? t('bonus.window.range', {
                  from: formatDateTime(campaign.starts_at),
                  to: formatDateTime(campaign.ends_at),
                })
              : t('bonus.window.open', { from: formatDateTime(campaign.starts_at) })}
          </td>
          <td className="amount" data-label={label.granted}>
            {campaign.max_grants === null
              ? t('bonus.granted.unlimited', { granted: campaign.granted })
              : t('bonus.granted.of', { granted: campaign.granted, max: campaign.max_grants })}
          </td>
          <td className="amount" data-label={label.wagering}>
            {campaign.wagering_multiple === 0
              ? t('bonus.wagering.none')
              : t('bonus.wagering.times', { times: campaign.wagering_multiple })}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
