import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_PERIODS, type LimitPeriod } from '@tribuna/contracts/jurisdiction';
import type { SetLimitRequest } from '@tribuna/contracts/responsible';
import { AMOUNT_MAX_LENGTH, typedExample } from '@tribuna/contracts/typed-amount';
import { TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { amountProblemText } from '../../../lib/money';
import { setLimit } from '../api/set-limit';
import type { BrandMoney } from '../limit-values';
import { readMoneyLimit } from '../typed-limits';
import '../responsible.css';
import '../responsible-texts';

type Typed = Record<LimitPeriod, string>;
const EMPTY: Typed = { day: '', week: '', month: '' };

/** The deposit limits a new player may choose while signing up, checked before the sign-up. */
export function useRegistrationLimits() {
  const [values, setValues] = useState<Typed>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<LimitPeriod, string[]>>>({});
  const [open, setOpen] = useState(false);
  const requests = useRef<SetLimitRequest[]>([]);

  /** True when every typed limit reads (empty ones are not set); they are kept for `save`. */
  function check(money: BrandMoney): boolean {
    const language = currentLanguage();
    const found: Partial<Record<LimitPeriod, string[]>> = {};
    const chosen: SetLimitRequest[] = [];
    for (const period of LIMIT_PERIODS) {
      if (values[period].trim() === '') continue;
      const read = readMoneyLimit(values[period], money, language);
      if (read.ok) chosen.push({ kind: 'deposit', period, value: read.value });
      else found[period] = [amountProblemText(read.problem, money.decimals, language)];
    }
    setErrors(found);
    requests.current = chosen;
    if (Object.keys(found).length > 0) {
      setOpen(true);
      return false;
    }
    return true;
  }

  /**
   * Sets the checked limits for the player just signed up (and so logged in). False when
   * any was refused: the account exists all the same, and the player can set them later.
   */
  async function save(): Promise<boolean> {
    let saved = true;
    for (const request of requests.current) {
      try {
        await setLimit(request);
      } catch {
        saved = false;
      }
    }
    return saved;
  }

  return {
    values,
    errors,
    open,
    setOpen,
    setValue: (period: LimitPeriod, value: string) =>
      setValues((current) => ({ ...current, [period]: value })),
    check,
    save,
  };
}

export type RegistrationLimitsState = ReturnType<typeof useRegistrationLimits>;

/** A folded part of the sign-up form: deposit limits per day, week and month. */
export function RegistrationLimits({
  state,
  money,
}: {
  state: RegistrationLimitsState;
  money: BrandMoney;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <details
      className="rg-register"
      open={state.open}
      onToggle={(event) => state.setOpen(event.currentTarget.open)}
    >
      <summary className="rg-register__summary">{t('responsible.register.limits_summary')}</summary>
      <div className="rg-register__body">
        <p className="rg-muted">
          {t('responsible.register.limits_intro')}{' '}
          {t('responsible.limits.amount_hint', {
            currency: money.currency,
            example: typedExample(money.decimals, language),
          })}
        </p>
        {LIMIT_PERIODS.map((period) => (
          <TextField
            key={period}
            label={t(`responsible.register.limits.${period}`)}
            name={`deposit_limit_${period}`}
            inputMode="decimal"
            autoComplete="off"
            maxLength={AMOUNT_MAX_LENGTH}
            value={state.values[period]}
            errors={state.errors[period]}
            onChange={(event) => state.setValue(period, event.target.value)}
          />
        ))}
      </div>
    </details>
  );
}
