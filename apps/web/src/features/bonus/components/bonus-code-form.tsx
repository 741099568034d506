import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusCodeRequestSchema, type Bonus } from '@tribuna/contracts/bonus';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { describeFailure, fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useClaimBonusCode } from '../api/claim-bonus-code';
import '../bonus-messages';
import '../bonus-texts';

interface BonusCodeFormProps {
  /** A code to start from (a promotion's link: `?code=`). */
  initialCode: string;
  /** The code's bonus, received: the section takes the player to it. */
  onClaimed: (bonus: Bonus) => void;
}

/**
 * The spec's code section: checked with the contract's schema first, so a malformed code is
 * said ("Insert a valid bonus code") without a call; the server's refusal shows in the same
 * place, in the player's language.
 */
export function BonusCodeForm({ initialCode, onClaimed }: BonusCodeFormProps) {
  const { t } = useTranslation();
  const claim = useClaimBonusCode();
  const form = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState(initialCode);
  const [fields, setFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);

  // A refused code: the field (or the message above it) takes the focus, to be read and fixed.
  useEffect(() => {
    const root = form.current;
    if (!root || (Object.keys(fields).length === 0 && alert.length === 0)) return;
    const target =
      root.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    if (!target.matches('input')) target.tabIndex = -1;
    // Centred, so the sticky header does not cover the field's label.
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  }, [fields, alert]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (claim.isPending) return;
    const parsed = bonusCodeRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setFields(fieldErrorsOf(parsed.error, currentLanguage()));
      setAlert([]);
      return;
    }
    setFields({});
    setAlert([]);
    claim.mutate(parsed.data, {
      onSuccess: (bonus) => {
        setCode('');
        notify({ type: 'success', message: t('bonus.claimed_notice', { title: bonus.title }) });
        onClaimed(bonus);
      },
      onError: (error) => {
        const failure = describeFailure(error, message('error.internal'), ['code']);
        setFields(failure.fields);
        setAlert(failure.messages);
      },
    });
  }

  return (
    <form className="form bonus-code" ref={form} onSubmit={submit} noValidate>
      <p className="bonus-muted">{t('bonus.code.intro')}</p>
      <FormAlert messages={alert} />
      <TextField
        name="code"
        label={t('bonus.code.label')}
        hint={t('bonus.code.hint')}
        value={code}
        errors={fields.code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        required
        onChange={(event) => {
          setCode(event.target.value);
          // A message about the old value would mislead once the field has changed.
          if (fields.code) setFields({});
        }}
      />
      <div className="profile__actions">
        <Button type="submit" disabled={claim.isPending}>
          {claim.isPending ? t('bonus.code.submitting') : t('bonus.code.submit')}
        </Button>
      </div>
    </form>
  );
}
