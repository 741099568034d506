import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTCOME_RESULTS, type Market, type OutcomeResult } from '@tribuna/contracts/sports';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import '../sports-texts';

function asResult(value: string): OutcomeResult | undefined {
  return OUTCOME_RESULTS.find((result) => result === value);
}

/** A result for every outcome of a market, chosen by the trader (the API checks it too). */
export function ManualResultForm({
  market,
  name,
  outcomeName,
  busy,
  onSubmit,
}: {
  market: Market;
  name: string;
  outcomeName: (key: string) => string;
  busy: boolean;
  onSubmit: (outcomes: { key: string; result: OutcomeResult }[]) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Record<string, OutcomeResult | undefined>>({});
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const outcomes = market.outcomes.map((o) => ({ key: o.key, result: chosen[o.key] }));
    const complete = outcomes.flatMap((o) => (o.result ? [{ key: o.key, result: o.result }] : []));
    if (complete.length !== outcomes.length) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(complete);
  }

  return (
    <form
      className="card"
      onSubmit={submit}
      aria-label={t('sports.result.title', { name })}
      noValidate
    >
      <p className="muted small">{t('sports.result.hint')}</p>
      <div className="sports-result">
        {market.outcomes.map((outcome) => (
          <Field
            key={outcome.key}
            label={outcomeName(outcome.key)}
            error={missing && !chosen[outcome.key] ? t('sports.result.missing') : undefined}
          >
            {(control) => (
              <select
                {...control}
                value={chosen[outcome.key] ?? ''}
                onChange={(event) =>
                  setChosen((current) => ({
                    ...current,
                    [outcome.key]: asResult(event.target.value),
                  }))
                }
              >
                <option value="">{t('sports.result.choose')}</option>
                {OUTCOME_RESULTS.map((result) => (
                  <option key={result} value={result}>
                    {t(`sports.result.${result}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </div>
      {missing && <Notice tone="error">{t('sports.result.missing')}</Notice>}
      <div>
        <Button type="submit" variant="danger" disabled={busy}>
          {t('sports.result.submit')}
        </Button>
      </div>
    </form>
  );
}
