import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InboxSegment, OfficeInboxCampaign } from '@tribuna/contracts/inbox';
import { zoneName } from '@tribuna/contracts/time-zones';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { brandTimeZone, formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { useCancelCampaign } from '../api/cancel-campaign';
import { useCampaigns } from '../api/get-campaigns';
import '../inbox.css';
import '../inbox-texts';

function createdName(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'created' in state) {
    return typeof state.created === 'string' ? state.created : undefined;
  }
  return undefined;
}

const KNOWN_PRODUCTS = ['sports', 'casino', 'house'] as const;
function isKnownProduct(product: string): product is (typeof KNOWN_PRODUCTS)[number] {
  return (KNOWN_PRODUCTS as readonly string[]).includes(product);
}

/** A segment as staff read it: each filter on a line, or "All players". */
function SegmentText({ segment }: { segment: InboxSegment }) {
  const { t } = useTranslation();
  const lines: string[] = [];
  if (segment.played) {
    lines.push(
      t('inbox.segment.played', {
        products: segment.played.products
          .map((p) => (isKnownProduct(p) ? t(`inbox.product.${p}`) : p))
          .join(', '),
        days: segment.played.days,
      }),
    );
  }
  if (segment.countries) {
    lines.push(t('inbox.segment.countries', { list: segment.countries.join(', ') }));
  }
  if (segment.languages) {
    lines.push(
      t('inbox.segment.languages', {
        list: segment.languages.map((l) => t(`inbox.language.${l}`)).join(', '),
      }),
    );
  }
  if (segment.tiers) {
    lines.push(
      t('inbox.segment.tiers', {
        list: segment.tiers.map((tier) => t(`inbox.tier.${tier}`)).join(', '),
      }),
    );
  }
  if (lines.length === 0) lines.push(t('inbox.segment.all'));
  return (
    <span className="cell-stack">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}

/** The brand's message campaigns, newest first: sent and read counts, and cancelling one. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const campaigns = useCampaigns();
  const cancel = useCancelCampaign();
  const location = useLocation();
  const navigate = useNavigate();
  const [created] = useState(() => createdName(location.state));
  useEffect(() => {
    // Said once: a reload, or coming back to the list later, does not say it again.
    if (created) void navigate(location.pathname, { replace: true, state: null });
  }, [created, navigate, location.pathname]);
  const zone = brandTimeZone();
  const columns = [
    { label: t('inbox.col.name') },
    { label: t('inbox.col.status') },
    { label: t('inbox.col.send_at') },
    { label: t('inbox.col.segment') },
    { label: t('inbox.col.sent'), className: 'amount' as const },
    { label: t('inbox.col.read'), className: 'amount' as const },
    { label: t('inbox.col.actions'), className: 'actions' as const, hidden: true },
  ];

  return (
    <div className="page">
      <header className="page-header page-header-row">
        <h1>{t('inbox.title')}</h1>
        <Link className="btn btn-primary" to="/messages/new">
          {t('inbox.new')}
        </Link>
      </header>
      <p className="muted">
        {t('inbox.hint', { zone: zone ? zoneName(zone, currentLanguage()) : '…' })}
      </p>
      {created && <Notice tone="success">{t('inbox.created', { name: created })}</Notice>}
      {cancel.isError && <Notice tone="error">{errorMessage(cancel.error)}</Notice>}
      <QueryResult query={campaigns}>
        {(data: OfficeInboxCampaign[]) => (
          <div className="table-wrap" aria-busy={campaigns.isFetching}>
            <DataTable className="stacked-table" columns={columns} empty={data.length === 0}>
              {data.map((campaign) => (
                <tr key={campaign.id} data-testid="inbox-campaign">
                  <th scope="row">{campaign.name}</th>
                  <td data-label={columns[1]?.label}>
                    <span className={`inbox-status inbox-status--${campaign.status}`}>
                      {t(`inbox.status.${campaign.status}`)}
                    </span>
                  </td>
                  <td data-label={columns[2]?.label}>
                    {formatDateTime(campaign.sent_at ?? campaign.send_at)}
                  </td>
                  <td data-label={columns[3]?.label}>
                    <SegmentText segment={campaign.segment} />
                  </td>
                  <td className="amount" data-label={columns[4]?.label}>
                    {campaign.sent ?? '—'}
                  </td>
                  <td className="amount" data-label={columns[5]?.label}>
                    {campaign.sent === null ? '—' : campaign.read}
                  </td>
                  <td className="actions">
                    {campaign.status === 'scheduled' && (
                      <Button
                        variant="danger"
                        aria-label={t('inbox.cancel_label', { name: campaign.name })}
                        disabled={cancel.isPending}
                        onClick={() => cancel.mutate(campaign.id)}
                      >
                        {t('inbox.cancel')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </QueryResult>
    </div>
  );
}
