import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resetPasswordRequestSchema } from '@tribuna/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { useResetPassword } from '../api/reset-password';
import { describeFailure, fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';

interface ResetPasswordFormProps {
  /** The one-time token from the link in the mail. */
  token: string;
}

export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fields, setFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordRequestSchema.safeParse({
      token,
      password,
      password_confirmation: confirmation,
    });
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error, currentLanguage());
      setFields(errors);
      setAlert(errors.token ?? []);
      return;
    }
    setFields({});
    setAlert([]);
    reset.mutate(parsed.data, {
      onSuccess: setDone,
      onError: (error) => {
        const failure = describeFailure(error, message('error.internal'), [
          'password',
          'password_confirmation',
        ]);
        setFields(failure.fields);
        setAlert(failure.messages);
      },
    });
  }

  if (done !== null) {
    return (
      <div className="form">
        <h1 className="form__title">{t('reset.title')}</h1>
        <FormAlert messages={[done]} tone="success" />
        <Link className="button button--primary button--block" to="/login">
          {t('reset.go_to_login')}
        </Link>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="reset-title">
      <h1 id="reset-title" className="form__title">
        {t('reset.title')}
      </h1>
      <FormAlert messages={alert} />
      <TextField
        label={t('reset.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        errors={fields.password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <TextField
        label={t('reset.password_confirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        errors={fields.password_confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        required
      />
      <Button type="submit" block disabled={reset.isPending}>
        {reset.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
