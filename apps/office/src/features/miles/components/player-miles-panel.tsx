import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { officeMilesAwardRequestSchema, type MilesEntry } from '@tribuna/contracts/miles';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { InputField } from '../../../components/ui/form-fields';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { issuesToFormErrors, serverFormErrors, type FormErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useAwardMiles } from '../api/award-miles';
import { usePlayerMiles } from '../api/get-player-miles';
import '../miles.css';
import '../miles-messages';
import '../miles-texts';

const REASONS = ['office', 'referral', 'tournament', 'store'] as const;

function Detail({ entry }: { entry: MilesEntry }) {
  const { t } = useTranslation();
  if (entry.kind === 'earn' && entry.pending && entry.expires_at) {
    return (
      <span className="muted small">
        {t('miles.detail.pending', {
          count: entry.pending,
          date: formatDateTime(entry.expires_at),
        })}
      </span>
    );
  }
  if (entry.shortfall > 0) {
    return (
      <span className="muted small">{t('miles.detail.shortfall', { count: entry.shortfall })}</span>
    );
  }
  const reason = REASONS.find((r) => r === entry.reason);
  return <span className="muted small">{reason ? t(`miles.reason.${reason}`) : ''}</span>;
}

/**
 * The player page's miles (marketing): balance, pending, tier, the last 31 days' moves, and
 * staff's award (audited, once per click).
 */
export function PlayerMilesPanel({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const miles = usePlayerMiles(playerId);
  const award = useAwardMiles();
  const [draft, setDraft] = useState({ miles: '', note: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [done, setDone] = useState<string>();
  const key = useRef(newIdempotencyKey());
  const labels = { miles: t('miles.player.miles'), note: t('miles.player.note') };

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    const count = /^\d+$/.test(draft.miles.trim()) ? Number(draft.miles.trim()) : draft.miles;
    const parsed = officeMilesAwardRequestSchema.safeParse({ miles: count, note: draft.note });
    if (!parsed.success) {
      setErrors(issuesToFormErrors(parsed.error.issues, labels));
      return;
    }
    setErrors({});
    award.mutate(
      { playerId, ...parsed.data, key: key.current },
      {
        onSuccess: () => {
          key.current = newIdempotencyKey();
          setDraft({ miles: '', note: '' });
          setDone(t('miles.player.awarded', { count: parsed.data.miles }));
        },
        onError: (error) => setErrors(serverFormErrors(error)),
      },
    );
  }

  return (
    <section className="miles-panel" aria-labelledby="miles-panel-title">
      <h2 id="miles-panel-title">{t('miles.player.title')}</h2>
      {done && <Notice tone="success">{done}</Notice>}
      <QueryResult query={miles}>
        {({ summary, items }) => (
          <>
            <dl className="miles-figures">
              <div>
                <dt>{t('miles.player.balance')}</dt>
                <dd data-testid="office-miles-balance">{summary.balance}</dd>
              </div>
              <div>
                <dt>{t('miles.player.pending')}</dt>
                <dd>{summary.pending}</dd>
              </div>
              <div>
                <dt>{t('miles.player.lifetime')}</dt>
                <dd>{summary.lifetime}</dd>
              </div>
              <div>
                <dt>{t('miles.player.tier')}</dt>
                <dd>{t(`miles.tier.${summary.tier}`)}</dd>
              </div>
            </dl>
            <div className="table-wrap" aria-busy={miles.isFetching}>
              <DataTable
                columns={[
                  { label: t('miles.col.date') },
                  { label: t('miles.col.movement') },
                  { label: t('miles.col.miles'), className: 'amount' },
                  { label: t('miles.col.detail') },
                ]}
                empty={items.length === 0}
              >
                {items.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.at)}</td>
                    <td>{t(`miles.kind.${entry.kind}`)}</td>
                    <td className="amount">{entry.miles}</td>
                    <td>
                      <Detail entry={entry} />
                    </td>
                  </tr>
                ))}
              </DataTable>
            </div>
          </>
        )}
      </QueryResult>
      <form className="miles-award" onSubmit={submit} noValidate>
        <h3>{t('miles.player.award')}</h3>
        {award.isError && Object.keys(serverFormErrors(award.error)).length === 0 && (
          <Notice tone="error">{errorMessage(award.error)}</Notice>
        )}
        <InputField
          name="miles"
          label={labels.miles}
          kind="whole"
          value={draft.miles}
          error={errors.miles}
          onChange={(value) => setDraft((d) => ({ ...d, miles: value }))}
        />
        <InputField
          name="note"
          label={labels.note}
          value={draft.note}
          error={errors.note}
          onChange={(value) => setDraft((d) => ({ ...d, note: value }))}
        />
        <div>
          <Button type="submit" variant="primary" disabled={award.isPending}>
            {t('miles.player.award')}
          </Button>
        </div>
      </form>
    </section>
  );
}
