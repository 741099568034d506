import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { milesWithdrawRequestSchema, type MilesSummary } from '@tribuna/contracts/miles';
import { translate } from '@tribuna/contracts/messages';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { useMilesWithdrawals } from '../api/get-miles-withdrawals';
import { useWithdrawMiles } from '../api/withdraw-miles';
import type { MilesFormat } from '../miles-format';
import '../miles-messages';
import '../miles-texts';

/**
 * The spec's withdraw table with its form: miles to cash at the brand's rate, what the
 * player would receive said as they type, and their past withdrawals.
 */
export function MilesWithdraw({
  summary,
  format,
  onCashMoved,
}: {
  summary: MilesSummary | undefined;
  format: MilesFormat;
  onCashMoved: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  // One key per withdrawal the player means: kept while they retry the same amount.
  const key = useRef<{ miles: number; key: string } | null>(null);
  const withdraw = useWithdrawMiles(onCashMoved);
  const history = useMilesWithdrawals();
  if (!summary) return null;
  const { rate, minimum } = summary.withdraw;
  const miles = /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
  const canWithdraw = summary.balance >= minimum;

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const parsed = milesWithdrawRequestSchema.safeParse({ miles });
    if (!parsed.success) {
      setErrors([translate('miles.amount_invalid', currentLanguage())]);
      return;
    }
    if (key.current?.miles !== parsed.data.miles) {
      key.current = { miles: parsed.data.miles, key: crypto.randomUUID() };
    }
    withdraw.mutate(
      { miles: parsed.data.miles, key: key.current.key },
      {
        onSuccess: ({ withdrawal }) => {
          key.current = null;
          setErrors([]);
          setText('');
          setDone(
            t('miles.withdraw.done', {
              count: format.miles(withdrawal.miles),
              amount: format.money(withdrawal.amount),
            }),
          );
        },
        onError: (error) => {
          // Refused (not a lost answer): the next try is another withdrawal.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            key.current = null;
          }
          setErrors(error instanceof ApiError ? error.messages : [error.message]);
        },
      },
    );
  }

  return (
    <div className="miles-panel">
      {done && <FormAlert tone="success" messages={[done]} />}
      {canWithdraw ? (
        <form className="miles-form" onSubmit={submit} noValidate>
          <TextField
            label={t('miles.withdraw.label')}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setErrors([]);
            }}
            errors={errors}
            hint={t('miles.withdraw.hint', {
              minimum: format.miles(minimum),
              balance: format.miles(summary.balance),
              rate: format.money(rate),
            })}
            data-testid="miles-withdraw-input"
          />
          <p className="miles-receive" aria-live="polite">
            {t('miles.withdraw.receive', { amount: format.money((miles ?? 0) * rate) })}
          </p>
          <Button type="submit" disabled={withdraw.isPending}>
            {t('miles.withdraw.submit')}
          </Button>
        </form>
      ) : (
        <p className="miles-muted">
          {t('miles.withdraw.too_few', { minimum: format.miles(minimum) })}
        </p>
      )}
      <h3 className="miles-subtitle">{t('miles.withdraw.history')}</h3>
      {history.data && history.data.length === 0 && (
        <p className="miles-muted">{t('miles.withdraw.empty')}</p>
      )}
      {history.data && history.data.length > 0 && (
        <table className="miles-table" data-testid="miles-withdrawals">
          <thead>
            <tr>
              <th scope="col">{t('miles.withdraw.date')}</th>
              <th scope="col" className="miles-table__number">
                {t('miles.withdraw.miles')}
              </th>
              <th scope="col" className="miles-table__number">
                {t('miles.withdraw.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((row) => (
              <tr key={row.id}>
                <td data-label={t('miles.withdraw.date')}>{format.dateTime(row.at)}</td>
                <td data-label={t('miles.withdraw.miles')} className="miles-table__number">
                  {format.miles(row.miles)}
                </td>
                <td data-label={t('miles.withdraw.amount')} className="miles-table__number">
                  {format.money(row.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
