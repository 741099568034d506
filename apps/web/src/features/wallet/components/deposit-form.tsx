import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletSummary } from '@tribuna/contracts/wallet';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { describeFailure, type FieldErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useCreateDeposit, type DepositRequest } from '../api/create-deposit';
import { checkBankDeposit, checkCryptoDeposit } from '../cashier-checks';
import { amountToReceive, coinAmountText } from '../crypto-amounts';
import { useActionKeys } from '../../../lib/use-idempotency-key';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { formatMoney, localeOf } from '@tribuna/contracts/money';
import { AMOUNT_MAX_LENGTH, typedExample, typedText } from '@tribuna/contracts/typed-amount';
import { CopyButton } from './copy-button';
import '../cashier-texts';

type Method = 'bank_transfer' | 'crypto';

interface DepositFormProps {
  summary: WalletSummary;
}

/** What the same request looks like to the idempotency key: the same action while it is unchanged. */
function actionOf(request: DepositRequest): string {
  if (request.method === 'crypto') return JSON.stringify(request);
  const { proof } = request;
  return JSON.stringify([request.amount, proof.name, proof.size, proof.lastModified]);
}

/** A price in the brand's currency with up to 8 decimals, formatted from its exact text. */
function formatRate(rate: string, summary: WalletSummary, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: summary.currency,
    minimumFractionDigits: summary.decimals,
    maximumFractionDigits: 8,
  }).format(rate as `${number}`);
}

/** Bank transfer (with the proof of payment) or crypto, whichever the brand enables. */
export function DepositForm({ summary }: DepositFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const deposit = useCreateDeposit();
  const keys = useActionKeys();
  const form = useRef<HTMLFormElement>(null);
  // Set at once, unlike the mutation's state, which reaches the render a moment later.
  const sending = useRef(false);
  const { bank_transfer: bank } = summary.methods;
  const cryptoMethods = summary.methods.crypto.filter((method) => method.enabled);
  const methods: Method[] = [
    ...(bank.enabled ? (['bank_transfer'] as const) : []),
    ...(cryptoMethods.length > 0 ? (['crypto'] as const) : []),
  ];
  const [method, setMethod] = useState<Method | undefined>(methods[0]);
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [network, setNetwork] = useState(cryptoMethods[0]?.network ?? '');
  const [amountCoin, setAmountCoin] = useState('');
  const [txHash, setTxHash] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  useFocusFirstError(form, fields, alert);

  if (!method) return <p className="wallet-note">{t('wallet.deposit.none')}</p>;
  const crypto = cryptoMethods.find((item) => item.network === network);
  const money = (minor: number | bigint) =>
    formatMoney(minor, summary.currency, summary.decimals, language);
  const coinText = coinAmountText(amountCoin, language);
  const receive =
    crypto && coinText !== null ? amountToReceive(coinText, crypto.rate, summary.decimals) : null;
  const amountHint = t('wallet.deposit.amount_hint', {
    currency: summary.currency,
    example: typedExample(summary.decimals, language),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second click while the first is on its way sends nothing more.
    if (sending.current) return;
    const checked =
      method === 'bank_transfer'
        ? checkBankDeposit({ amount, proof }, summary, language)
        : checkCryptoDeposit({ network, amountCoin, txHash }, crypto, summary, language);
    if (!checked.ok) {
      setFields(checked.fields);
      setAlert([t('wallet.fix_errors')]);
      return;
    }
    setFields({});
    setAlert([]);
    const request = checked.request;
    sending.current = true;
    deposit.mutate(
      { request, key: keys.keyFor(actionOf(request)) },
      {
        onSuccess: () => {
          keys.done();
          notify({ type: 'success', message: t('wallet.deposit.sent') });
        },
        onSettled: () => {
          sending.current = false;
        },
        onError: (error) => {
          const failure = describeFailure(error, message('error.internal'));
          setFields(failure.fields);
          setAlert(failure.messages);
        },
      },
    );
  }

  return (
    <form className="form wallet-form" ref={form} onSubmit={submit} noValidate>
      <FormAlert messages={alert} />
      {methods.length > 1 && (
        <fieldset className="wallet-choice">
          <legend className="field__label">{t('wallet.deposit.method')}</legend>
          {methods.map((item) => (
            <label key={item} className="wallet-choice__option">
              <input
                type="radio"
                name="deposit-method"
                value={item}
                checked={method === item}
                onChange={() => {
                  setMethod(item);
                  setFields({});
                  setAlert([]);
                }}
              />
              {t(`wallet.methods.${item}`)}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'bank_transfer' ? (
        <>
          <dl className="wallet-details">
            {bank.bank && <Detail label={t('wallet.deposit.bank')} value={bank.bank} />}
            {bank.holder && <Detail label={t('wallet.deposit.holder')} value={bank.holder} />}
            {bank.cuit && <Detail label={t('wallet.deposit.cuit')} value={bank.cuit} />}
            {bank.cvu && <Detail label={t('wallet.deposit.cvu')} value={bank.cvu} copy />}
            {bank.alias && <Detail label={t('wallet.deposit.alias')} value={bank.alias} copy />}
          </dl>
          <TextField
            label={t('wallet.deposit.amount')}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={AMOUNT_MAX_LENGTH}
            placeholder={typedText(0, summary.decimals, language)}
            required
            value={amount}
            errors={fields.amount}
            hint={`${amountHint} ${t('wallet.deposit.minimum', { amount: money(summary.limits.min_deposit) })}`}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TextField
            label={t('wallet.deposit.proof')}
            name="proof"
            type="file"
            accept="image/png,image/jpeg,application/pdf"
            required
            errors={fields.proof}
            hint={t('wallet.deposit.proof_hint')}
            onChange={(event) => setProof(event.target.files?.[0] ?? null)}
          />
        </>
      ) : (
        <>
          <SelectField
            label={t('wallet.deposit.network')}
            name="network"
            value={network}
            errors={fields.network}
            options={cryptoMethods.map((item) => ({
              value: item.network,
              label: `${item.network} (${item.coin})`,
            }))}
            onChange={(event) => setNetwork(event.target.value)}
          />
          {crypto && (
            <dl className="wallet-details">
              <Detail
                label={t('wallet.deposit.address', { coin: crypto.coin })}
                value={crypto.address}
                copy
              />
              <Detail
                label={t('wallet.deposit.rate')}
                value={t('wallet.deposit.rate_value', {
                  coin: crypto.coin,
                  price: formatRate(crypto.rate, summary, language),
                })}
              />
            </dl>
          )}
          <TextField
            label={t('wallet.deposit.amount_coin', { coin: crypto?.coin ?? '' })}
            name="amount_coin"
            inputMode="decimal"
            autoComplete="off"
            maxLength={AMOUNT_MAX_LENGTH + 8}
            placeholder={typedText(0, 2, language)}
            required
            value={amountCoin}
            errors={fields.amount_coin}
            hint={t('wallet.deposit.minimum', { amount: money(summary.limits.min_deposit) })}
            onChange={(event) => setAmountCoin(event.target.value)}
          />
          <p className="wallet-receive">
            <span className="field__label" id="deposit-receive-label">
              {t('wallet.deposit.amount_to_receive')}
            </span>{' '}
            <output aria-labelledby="deposit-receive-label" data-testid="amount-to-receive">
              {receive === null ? '—' : money(receive)}
            </output>
          </p>
          <TextField
            label={`${t('wallet.deposit.tx_hash')} (${t('common.optional')})`}
            name="tx_hash"
            autoComplete="off"
            spellCheck={false}
            maxLength={128}
            value={txHash}
            errors={fields.tx_hash}
            onChange={(event) => setTxHash(event.target.value)}
          />
        </>
      )}
      <div className="profile__actions">
        <Button type="submit" disabled={deposit.isPending}>
          {deposit.isPending ? t('wallet.deposit.submitting') : t('wallet.deposit.submit')}
        </Button>
      </div>
    </form>
  );
}

function Detail({ label, value, copy = false }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className="wallet-details__row">
      <dt>{label}</dt>
      <dd>
        <span className="wallet-details__value">{value}</span>
        {copy && <CopyButton what={label} value={value} />}
      </dd>
    </div>
  );
}
