import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordRequestSchema } from '@tribuna/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { useForgotPassword } from '../api/forgot-password';
import { describeFailure, fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFields(fieldErrorsOf(parsed.error, currentLanguage()));
      return;
    }
    setFields({});
    setAlert([]);
    forgot.mutate(parsed.data, {
      onSuccess: setDone,
      onError: (error) => {
        const failure = describeFailure(error, message('error.internal'));
        setFields(failure.fields);
        setAlert(failure.messages);
      },
    });
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="form__title">
        {t('forgot.title')}
      </h1>
      <p className="form__intro">{t('forgot.intro')}</p>
      <FormAlert messages={alert} />
      {done !== null && <FormAlert messages={[done]} tone="success" />}
      <TextField
        label={t('forgot.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        errors={fields.email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <Button type="submit" block disabled={forgot.isPending}>
        {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
      <p className="form__links">
        <Link to="/login">{t('forgot.back_to_login')}</Link>
      </p>
    </form>
  );
}
