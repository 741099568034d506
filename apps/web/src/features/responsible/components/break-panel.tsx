import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { breakEnds, type SelfExclusion, type TimeOut } from '@tribuna/contracts/jurisdiction';
import type { BreakLength, Responsible } from '@tribuna/contracts/responsible';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { formatDateTime } from '../../../lib/date-time';
import { dialog } from '../../../lib/dialogs';
import { describeFailure } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { resetSession } from '../../../lib/session';
import { useTakeBreak } from '../api/take-break';
import '../responsible-texts';

interface BreakPanelProps {
  state: Responsible;
  timeZone: string;
  /**
   * The wallet's withdrawal: a break refuses logins, so a new withdrawal is asked for before
   * it begins (those already asked for are still paid).
   */
  withdrawPath: string;
}

/**
 * A time-out or a self-exclusion, of the lengths the brand offers. It starts at once, ends
 * every session of the player (the server revokes them) and cannot be undone: the dialog
 * says so before anything is sent.
 */
export function BreakPanel({ state, timeZone, withdrawPath }: BreakPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const take = useTakeBreak();
  const [length, setLength] = useState<BreakLength | null>(null);
  const [alert, setAlert] = useState<string[]>([]);
  const ends = (choice: TimeOut | SelfExclusion, from = new Date()) => {
    const end = breakEnds(choice, from);
    return end ? formatDateTime(end.toISOString(), language, timeZone) : null;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (take.isPending) return;
    if (!length) {
      setAlert([t('responsible.break.choose_first')]);
      return;
    }
    setAlert([]);
    const until = ends(length);
    const answer = await dialog.fire({
      icon: 'warning',
      title: until
        ? t('responsible.break.confirm_title', { length: t(`responsible.break.lengths.${length}`) })
        : t('responsible.break.confirm_title_permanent'),
      text: [
        until
          ? t('responsible.break.confirm_until', { date: until })
          : t('responsible.break.confirm_forever'),
        t('responsible.break.confirm_no_undo'),
        t('responsible.break.confirm_sessions'),
        t('responsible.break.confirm_withdrawals'),
      ],
      showCancelButton: true,
      confirmButtonText: t('responsible.break.confirm_button'),
      cancelButtonText: t('dialog.cancel'),
    });
    if (!answer.isConfirmed) return;
    take.mutate(
      { length },
      {
        onSuccess: () => {
          // The server has ended every session of the player, this one too: forget it here
          // and start again from the login page.
          resetSession();
          notify({ type: 'success', message: t('responsible.break.started'), duration: 10_000 });
          void navigate('/login', { replace: true });
        },
        onError: (error) => setAlert(describeFailure(error, message('error.internal')).messages),
      },
    );
  }

  const group = (
    name: 'time_outs' | 'self_exclusions',
    lengths: readonly (TimeOut | SelfExclusion)[],
  ) =>
    lengths.length > 0 && (
      <fieldset className="rg-choices">
        <legend className="field__label">{t(`responsible.break.${name}`)}</legend>
        <p className="rg-muted rg-choices__hint">{t(`responsible.break.${name}_hint`)}</p>
        {lengths.map((option) => {
          const until = ends(option);
          return (
            <label key={option} className="rg-choice">
              <input
                type="radio"
                name="break-length"
                value={option}
                checked={length === option}
                onChange={() => setLength(option)}
              />
              <span>
                {t(`responsible.break.lengths.${option}`)}{' '}
                <span className="rg-muted">
                  (
                  {until
                    ? t('responsible.break.until', { date: until })
                    : t('responsible.break.forever')}
                  )
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
    );

  return (
    <form className="rg-panel" onSubmit={(event) => void submit(event)} noValidate>
      <p className="rg-muted">{t('responsible.break.intro')}</p>
      <div className="rg-actions">
        <Link className="button button--secondary" to={withdrawPath}>
          {t('responsible.break.withdraw_first')}
        </Link>
      </div>
      <FormAlert messages={alert} />
      {group('time_outs', state.time_outs)}
      {group('self_exclusions', state.self_exclusions)}
      <div className="rg-actions">
        <Button type="submit" disabled={take.isPending}>
          {t('responsible.break.submit')}
        </Button>
      </div>
    </form>
  );
}
