import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_TYPES,
  PAYMENT_TYPES,
  type WalletSummary,
  type WithdrawalRequest,
} from '@tribuna/contracts/wallet';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { dialog } from '../../../lib/dialogs';
import { describeFailure, type FieldErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { checkWithdrawal, EMPTY_WITHDRAWAL, type WithdrawalInput } from '../cashier-checks';
import { zoneName } from '@tribuna/contracts/time-zones';
import { formatTimeOfDay } from '../dates';
import { useActionKeys } from '../../../lib/use-idempotency-key';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { formatMoney } from '@tribuna/contracts/money';
import { AMOUNT_MAX_LENGTH, typedExample, typedText } from '@tribuna/contracts/typed-amount';
import '../cashier-texts';

type TextName = Exclude<keyof WithdrawalInput, 'method'>;

interface WithdrawalFormProps {
  summary: WalletSummary;
}

/**
 * To a bank account or a crypto wallet, checked with the contract's schemas so the
 * spec's messages appear under their fields; the limits and hours are shown up front.
 */
export function WithdrawalForm({ summary }: WithdrawalFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const withdrawal = useCreateWithdrawal();
  const keys = useActionKeys();
  const form = useRef<HTMLFormElement>(null);
  // Set at once, unlike the mutation's state, which reaches the render a moment later.
  const sending = useRef(false);
  // The request the player agreed to lose their bonus for: if its answer is lost and they
  // submit it again, it goes as it went (same key), never as a second withdrawal.
  const forfeitAgreed = useRef<string | null>(null);
  const networks = summary.methods.crypto.filter((method) => method.enabled);
  const [values, setValues] = useState<WithdrawalInput>(EMPTY_WITHDRAWAL);
  const [fields, setFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  useFocusFirstError(form, fields, alert);

  const money = (minor: number) => formatMoney(minor, summary.currency, summary.decimals, language);
  const { limits, payment_hours: hours } = summary;
  const left = Math.max(0, limits.max_daily_withdrawal - limits.withdrawn_today);

  function props(name: TextName) {
    return {
      name,
      label: t(`wallet.withdraw.${name}`),
      value: values[name],
      errors: fields[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        // A message about the old value would mislead once the field has changed.
        if (fields[name]) setFields(({ [name]: _old, ...rest }) => rest);
      },
    };
  }
  const choose = { value: '', label: t('wallet.choose') };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second click while the first is on its way sends nothing more.
    if (sending.current) return;
    const checked = checkWithdrawal(values, summary, language);
    if (!checked.ok) {
      setFields(checked.fields);
      setAlert([t('wallet.fix_errors')]);
      return;
    }
    setFields({});
    setAlert([]);
    const request = checked.request;
    send(
      forfeitAgreed.current === JSON.stringify(request)
        ? { ...request, forfeit_bonus: true }
        : request,
    );
  }

  function send(request: WithdrawalRequest) {
    sending.current = true;
    withdrawal.mutate(
      { request, key: keys.keyFor(JSON.stringify(request)) },
      {
        onSuccess: () => {
          keys.done();
          forfeitAgreed.current = null;
          setValues((current) => ({ ...current, amount: '' }));
          notify({ type: 'success', message: t('wallet.withdraw.sent') });
        },
        onSettled: () => {
          sending.current = false;
        },
        onError: (error) => {
          if (
            error instanceof ApiError &&
            error.code === 'BONUS_ACTIVE' &&
            !request.forfeit_bonus
          ) {
            void askToForfeit(request, error.messages);
            return;
          }
          const failure = describeFailure(error, message('error.internal'));
          setFields(failure.fields);
          setAlert(failure.messages);
        },
      },
    );
  }

  /**
   * An active bonus: the server says what the withdrawal would forfeit, and the player
   * decides. Yes sends it again saying so (another request, so another key); no sends nothing.
   */
  async function askToForfeit(request: WithdrawalRequest, said: string[]) {
    const answer = await dialog.fire({
      icon: 'warning',
      title: t('wallet.withdraw.bonus_title'),
      text: said,
      showCancelButton: true,
      confirmButtonText: t('wallet.withdraw.bonus_confirm'),
      cancelButtonText: t('wallet.withdraw.bonus_keep'),
    });
    if (!answer.isConfirmed || sending.current) return;
    forfeitAgreed.current = JSON.stringify(request);
    send({ ...request, forfeit_bonus: true });
  }

  return (
    <form className="form wallet-form" ref={form} onSubmit={submit} noValidate>
      <ul className="wallet-facts">
        <li>{t('wallet.withdraw.available', { amount: money(summary.balance.cash) })}</li>
        <li>
          {hours.from === hours.to
            ? // Equal ends: open all day.
              t('wallet.withdraw.hours_all_day', {
                timezone: zoneName(hours.timezone, language),
              })
            : t('wallet.withdraw.hours', {
                from: formatTimeOfDay(hours.from, language),
                to: formatTimeOfDay(hours.to, language),
                timezone: zoneName(hours.timezone, language),
              })}
          {!hours.open_now && <strong> {t('wallet.withdraw.closed')}</strong>}
        </li>
        <li>{t('wallet.withdraw.minimum', { amount: money(limits.min_withdrawal) })}</li>
        <li>
          {t('wallet.withdraw.daily', {
            amount: money(limits.max_daily_withdrawal),
            left: money(left),
          })}
        </li>
      </ul>
      <FormAlert messages={alert} />
      {networks.length > 0 && (
        <fieldset className="wallet-choice">
          <legend className="field__label">{t('wallet.withdraw.method')}</legend>
          {(['bank', 'crypto'] as const).map((item) => (
            <label key={item} className="wallet-choice__option">
              <input
                type="radio"
                name="withdrawal-method"
                value={item}
                checked={values.method === item}
                onChange={() => {
                  setValues((current) => ({ ...current, method: item }));
                  setFields({});
                  setAlert([]);
                }}
              />
              {t(item === 'bank' ? 'wallet.methods.bank' : 'wallet.methods.crypto')}
            </label>
          ))}
        </fieldset>
      )}
      {values.method === 'bank' ? (
        <>
          <TextField autoComplete="name" required {...props('name')} />
          <div className="form__row">
            <TextField inputMode="numeric" required {...props('dni')} />
            <TextField inputMode="numeric" required {...props('cuil')} />
          </div>
          <div className="form__row">
            <TextField inputMode="numeric" maxLength={22} required {...props('cvu')} />
            <TextField
              {...props('alias')}
              label={`${t('wallet.withdraw.alias')} (${t('common.optional')})`}
            />
          </div>
          <div className="form__row">
            <TextField inputMode="numeric" maxLength={3} required {...props('bank_code')} />
            <TextField required {...props('account')} />
          </div>
          <div className="form__row">
            <SelectField
              required
              options={[
                choose,
                ...ACCOUNT_TYPES.map((type) => ({
                  value: type,
                  label: t(`wallet.withdraw.account_types.${type}`),
                })),
              ]}
              {...props('account_type')}
            />
            <SelectField
              required
              options={[
                choose,
                ...PAYMENT_TYPES.map((type) => ({
                  value: type,
                  label: t(`wallet.withdraw.payment_types.${type}`),
                })),
              ]}
              {...props('payment_type')}
            />
          </div>
        </>
      ) : (
        <>
          <TextField autoComplete="off" spellCheck={false} required {...props('wallet_address')} />
          <SelectField
            required
            options={[
              choose,
              ...networks.map((item) => ({
                value: item.network,
                label: `${item.network} (${item.coin})`,
              })),
            ]}
            {...props('network')}
          />
        </>
      )}
      <TextField
        inputMode="decimal"
        autoComplete="off"
        maxLength={AMOUNT_MAX_LENGTH}
        placeholder={typedText(0, summary.decimals, language)}
        required
        hint={t('wallet.deposit.amount_hint', {
          currency: summary.currency,
          example: typedExample(summary.decimals, language),
        })}
        {...props('amount')}
      />
      <div className="profile__actions">
        <Button type="submit" disabled={withdrawal.isPending}>
          {withdrawal.isPending ? t('wallet.withdraw.submitting') : t('wallet.withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}
