import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind } from '@tribuna/contracts/jurisdiction';
import type { LimitView, Responsible } from '@tribuna/contracts/responsible';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-time';
import { showApiError } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCancelLimit } from '../api/cancel-limit';
import { useConfirmLimit } from '../api/confirm-limit';
import { useSetLimit } from '../api/set-limit';
import { durationText, limitValueText, usedPercent, type BrandMoney } from '../limit-values';
import { LimitForm } from './limit-form';
import '../responsible-texts';

interface LimitsPanelProps {
  state: Responsible;
  money: BrandMoney;
  timeZone: string;
}

/** A failed call without a form of its own: said as any call's failure is. */
function showFailure(error: unknown) {
  if (error instanceof ApiError) void showApiError(error);
}

/** Every kind of limit, each with its day, week and month. */
export function LimitsPanel({ state, money, timeZone }: LimitsPanelProps) {
  const { t } = useTranslation();
  // One form open at a time: "<kind>.<period>".
  const [editing, setEditing] = useState<string | null>(null);
  const views = (kind: LimitKind) =>
    LIMIT_PERIODS.map(
      (period) =>
        state.limits.find((limit) => limit.kind === kind && limit.period === period) ?? {
          kind,
          period,
          player: null,
          brand: null,
          effective: null,
          used: 0,
          resets_at: '',
          pending: null,
        },
    );
  return (
    <div className="rg-panel">
      <p className="rg-muted">{t('responsible.limits.intro', { hours: state.cool_off_hours })}</p>
      {LIMIT_KINDS.map((kind) => (
        <KindLimits
          key={kind}
          kind={kind}
          limits={views(kind)}
          money={money}
          timeZone={timeZone}
          editing={editing}
          onEdit={setEditing}
        />
      ))}
    </div>
  );
}

function KindLimits({
  kind,
  limits,
  money,
  timeZone,
  editing,
  onEdit,
}: {
  kind: LimitKind;
  limits: LimitView[];
  money: BrandMoney;
  timeZone: string;
  editing: string | null;
  onEdit: (key: string | null) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="rg-kind" aria-labelledby={titleId} data-testid={`limits-${kind}`}>
      <h3 id={titleId} className="rg-kind__title">
        {t(`responsible.limits.kinds.${kind}`)}
      </h3>
      <p className="rg-muted rg-kind__hint">{t(`responsible.limits.kind_hints.${kind}`)}</p>
      <ul className="rg-limits">
        {limits.map((limit) => {
          const key = `${limit.kind}.${limit.period}`;
          return (
            <li key={key}>
              <LimitRow
                limit={limit}
                money={money}
                timeZone={timeZone}
                editing={editing === key}
                onEdit={(open) => onEdit(open ? key : null)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function LimitRow({
  limit,
  money,
  timeZone,
  editing,
  onEdit,
}: {
  limit: LimitView;
  money: BrandMoney;
  timeZone: string;
  editing: boolean;
  onEdit: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const confirm = useConfirmLimit();
  const cancel = useCancelLimit();
  const remove = useSetLimit();
  const busy = confirm.isPending || cancel.isPending || remove.isPending;
  const value = (amount: number) =>
    limitValueText(limit.kind, amount, money, language, (minutes) =>
      durationText(minutes, (key, parts) => t(key, parts)),
    );
  const when = (iso: string) => formatDateTime(iso, language, timeZone);
  const ref = { kind: limit.kind, period: limit.period };
  const periodName = t(`responsible.limits.period_names.${limit.period}`);
  // The buttons repeat on every row: a screen reader hears whose they are.
  const whose = (
    <span className="visually-hidden">
      {' '}
      ({t(`responsible.limits.kinds.${limit.kind}`)},{' '}
      {t(`responsible.limits.periods.${limit.period}`)})
    </span>
  );
  const percent = limit.effective !== null ? usedPercent(limit.used, limit.effective) : 0;
  const usedText =
    limit.effective !== null
      ? t('responsible.limits.used', { used: value(limit.used), limit: value(limit.effective) })
      : t('responsible.limits.used_no_limit', { used: value(limit.used) });

  return (
    <div className="rg-limit" data-testid={`limit-${limit.kind}-${limit.period}`}>
      <div className="rg-limit__head">
        <span className="rg-limit__period">{t(`responsible.limits.periods.${limit.period}`)}</span>
        <strong className="rg-limit__value" data-testid="limit-effective">
          {limit.effective !== null ? value(limit.effective) : t('responsible.limits.none')}
        </strong>
      </div>
      <div className="rg-limit__body">
        {limit.brand !== null && (
          <p className="rg-limit__note">
            {limit.player !== null && (
              <span>{t('responsible.limits.yours', { value: value(limit.player) })} · </span>
            )}
            {t('responsible.limits.brand', { value: value(limit.brand) })}
          </p>
        )}
        {limit.effective !== null && (
          <div
            className={`rg-meter${percent >= 100 ? ' rg-meter--full' : percent >= 80 ? ' rg-meter--near' : ''}`}
            role="progressbar"
            aria-label={t('responsible.limits.used_label', { period: periodName })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={usedText}
          >
            <span className="rg-meter__bar" style={{ width: `${percent}%` }} />
          </div>
        )}
        <p className="rg-limit__used">{usedText}</p>
        {limit.resets_at && (
          <p className="rg-limit__used">
            {t('responsible.limits.resets', { date: when(limit.resets_at) })}
          </p>
        )}
        {limit.pending && (
          <div className="rg-pending" data-testid="limit-pending">
            <p>
              {limit.pending.value !== null
                ? t('responsible.limits.pending_value', { value: value(limit.pending.value) })
                : t('responsible.limits.pending_remove')}{' '}
              {t('responsible.limits.pending_from', { date: when(limit.pending.from) })}
            </p>
            <div className="rg-actions">
              {limit.pending.confirmable && (
                <Button
                  disabled={busy}
                  onClick={() =>
                    confirm.mutate(ref, {
                      onSuccess: () =>
                        notify({ type: 'success', message: t('responsible.limits.confirmed') }),
                      onError: showFailure,
                    })
                  }
                >
                  {t('responsible.limits.confirm')}
                  {whose}
                </Button>
              )}
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  cancel.mutate(ref, {
                    onSuccess: () =>
                      notify({ type: 'success', message: t('responsible.limits.cancelled') }),
                    onError: showFailure,
                  })
                }
              >
                {t('responsible.limits.cancel_change')}
                {whose}
              </Button>
            </div>
          </div>
        )}
      </div>
      {editing ? (
        <LimitForm
          limit={limit}
          money={money}
          onClose={() => onEdit(false)}
          onSaved={(saved, asked) => {
            onEdit(false);
            const pending = saved?.pending;
            notify({
              type: 'success',
              message:
                pending && pending.value === asked
                  ? t('responsible.limits.saved_pending', { date: when(pending.from) })
                  : t('responsible.limits.saved'),
            });
          }}
        />
      ) : (
        <div className="rg-actions rg-limit__actions">
          <Button variant="secondary" disabled={busy} onClick={() => onEdit(true)}>
            {limit.player === null ? t('responsible.limits.set') : t('responsible.limits.change')}
            {whose}
          </Button>
          {limit.player !== null && !(limit.pending && limit.pending.value === null) && (
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() =>
                remove.mutate(
                  { ...ref, value: null },
                  {
                    onSuccess: (state) => {
                      const saved = state.limits.find(
                        (item) => item.kind === limit.kind && item.period === limit.period,
                      );
                      notify({
                        type: 'success',
                        message: saved?.pending
                          ? t('responsible.limits.saved_pending', {
                              date: when(saved.pending.from),
                            })
                          : t('responsible.limits.saved'),
                      });
                    },
                    onError: showFailure,
                  },
                )
              }
            >
              {t('responsible.limits.remove')}
              {whose}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
