import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitView } from '@tribuna/contracts/responsible';
import { AMOUNT_MAX_LENGTH, typedExample, typedText } from '@tribuna/contracts/typed-amount';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { describeFailure, type FieldErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { amountProblemText } from '../../../lib/money';
import { useSetLimit } from '../api/set-limit';
import { isMoneyKind, splitMinutes, type BrandMoney } from '../limit-values';
import { readMoneyLimit, readSessionLimit, type TypedLimit } from '../typed-limits';
import '../responsible-texts';

interface LimitFormProps {
  limit: LimitView;
  money: BrandMoney;
  /** After the server took it, with what became of the limit. */
  onSaved: (limit: LimitView | undefined, value: number) => void;
  onClose: () => void;
}

/**
 * Sets a new value for one limit: money typed in the player's format, time as hours and
 * minutes. The server decides whether it applies now (lower) or after the cool-off.
 */
export function LimitForm({ limit, money, onSaved, onClose }: LimitFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const save = useSetLimit();
  const form = useRef<HTMLFormElement>(null);
  const current = limit.player;
  const [amount, setAmount] = useState(
    current !== null && isMoneyKind(limit.kind) ? typedText(current, money.decimals, language) : '',
  );
  const parts = current !== null && !isMoneyKind(limit.kind) ? splitMinutes(current) : null;
  const [hours, setHours] = useState(parts ? String(parts.hours) : '');
  const [minutes, setMinutes] = useState(parts ? String(parts.minutes) : '');
  const [fields, setFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const label = t('responsible.limits.new_limit', {
    period: t(`responsible.limits.period_names.${limit.period}`),
  });

  function problemText(read: Extract<TypedLimit, { ok: false }>): string {
    return read.problem === 'session_invalid'
      ? t('responsible.limits.session_invalid')
      : amountProblemText(read.problem, money.decimals, language);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const read = isMoneyKind(limit.kind)
      ? readMoneyLimit(amount, money, language)
      : readSessionLimit(hours, minutes);
    if (!read.ok) {
      setFields({ value: [problemText(read)] });
      setAlert([]);
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setFields({});
    setAlert([]);
    save.mutate(
      { kind: limit.kind, period: limit.period, value: read.value },
      {
        onSuccess: (state) =>
          onSaved(
            state.limits.find((item) => item.kind === limit.kind && item.period === limit.period),
            read.value,
          ),
        onError: (error) => {
          const failure = describeFailure(error, message('error.internal'), ['value']);
          setFields(failure.fields);
          setAlert(failure.messages);
        },
      },
    );
  }

  return (
    <form
      ref={form}
      className="rg-limit-form"
      onSubmit={submit}
      noValidate
      aria-label={`${t(`responsible.limits.kinds.${limit.kind}`)} · ${t(`responsible.limits.periods.${limit.period}`)}`}
      data-testid={`limit-form-${limit.kind}-${limit.period}`}
    >
      <FormAlert messages={alert} />
      {isMoneyKind(limit.kind) ? (
        <TextField
          label={label}
          name="value"
          inputMode="decimal"
          autoComplete="off"
          maxLength={AMOUNT_MAX_LENGTH}
          hint={t('responsible.limits.amount_hint', {
            currency: money.currency,
            example: typedExample(money.decimals, language),
          })}
          value={amount}
          errors={fields.value}
          onChange={(event) => setAmount(event.target.value)}
          // The form opens on a tap of "Set limit": the field is what comes next.
          autoFocus
        />
      ) : (
        <fieldset className="rg-limit-form__time">
          <legend className="field__label">{label}</legend>
          <div className="rg-limit-form__row">
            <TextField
              label={t('responsible.limits.hours')}
              name="hours"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={hours}
              aria-invalid={fields.value ? true : undefined}
              onChange={(event) => setHours(event.target.value)}
              autoFocus
            />
            <TextField
              label={t('responsible.limits.minutes')}
              name="minutes"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={minutes}
              aria-invalid={fields.value ? true : undefined}
              onChange={(event) => setMinutes(event.target.value)}
            />
          </div>
          {fields.value ? (
            <p className="field__error" role="alert">
              {fields.value.join(' ')}
            </p>
          ) : (
            <p className="field__hint">{t('responsible.limits.session_hint')}</p>
          )}
        </fieldset>
      )}
      <div className="rg-actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('responsible.limits.saving') : t('responsible.limits.save')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('responsible.limits.close_form')}
        </Button>
      </div>
    </form>
  );
}
