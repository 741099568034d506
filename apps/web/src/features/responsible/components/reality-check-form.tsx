import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES } from '@tribuna/contracts/jurisdiction';
import type { RealityCheckRequest, Responsible } from '@tribuna/contracts/responsible';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { describeFailure } from '../../../lib/form-errors';
import { message } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useSetRealityCheck } from '../api/set-reality-check';
import '../responsible-texts';

type Minutes = RealityCheckRequest['minutes'];

/** How often the reality check comes during a session: 15, 30, 60 or 120 minutes. */
export function RealityCheckForm({ state }: { state: Responsible }) {
  const { t } = useTranslation();
  const save = useSetRealityCheck();
  const [minutes, setMinutes] = useState<Minutes>(state.reality_check_minutes);
  const [alert, setAlert] = useState<string[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert([]);
    save.mutate(
      { minutes },
      {
        onSuccess: () => notify({ type: 'success', message: t('responsible.reality.saved') }),
        onError: (error) => setAlert(describeFailure(error, message('error.internal')).messages),
      },
    );
  }

  return (
    <form className="rg-panel" onSubmit={submit} noValidate>
      <p className="rg-muted">{t('responsible.reality.intro')}</p>
      <FormAlert messages={alert} />
      <fieldset className="rg-choices">
        <legend className="field__label">{t('responsible.reality.legend')}</legend>
        {REALITY_CHECK_MINUTES.map((option) => (
          <label key={option} className="rg-choice">
            <input
              type="radio"
              name="reality-check"
              value={option}
              checked={minutes === option}
              onChange={() => setMinutes(option)}
            />
            {t('responsible.reality.option', { minutes: option })}
          </label>
        ))}
      </fieldset>
      <div className="rg-actions">
        <Button type="submit" disabled={save.isPending}>
          {t('responsible.reality.save')}
        </Button>
      </div>
    </form>
  );
}
