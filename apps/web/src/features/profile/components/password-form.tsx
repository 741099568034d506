import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordRequestSchema } from '@tribuna/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { describeFailure, fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
type PasswordName = keyof typeof EMPTY;

interface PasswordFormProps {
  username: string;
}

/** Current, new and repeated password, with reset's rules; the other sessions end. */
export function PasswordForm({ username }: PasswordFormProps) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [fields, setFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);

  function props(name: PasswordName) {
    return {
      name,
      type: 'password',
      label: t(`profile.password.${name}`),
      value: values[name],
      errors: fields[name],
      required: true,
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = changePasswordRequestSchema.safeParse(values);
    if (!parsed.success) {
      setFields(fieldErrorsOf(parsed.error, currentLanguage()));
      setAlert([]);
      return;
    }
    setFields({});
    setAlert([]);
    change.mutate(parsed.data, {
      onSuccess: (done) => {
        setValues(EMPTY);
        notify({ type: 'success', message: done });
      },
      onError: (error) => {
        const failure = describeFailure(error, message('error.internal'));
        setFields(failure.fields);
        setAlert(failure.messages);
      },
    });
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="profile-password-title">
      <h2 id="profile-password-title" className="profile__section-title">
        {t('profile.sections.password')}
      </h2>
      <p className="form__intro">{t('profile.password.intro')}</p>
      <FormAlert messages={alert} />
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField autoComplete="current-password" {...props('current_password')} />
      <TextField
        autoComplete="new-password"
        hint={t('profile.password.hint')}
        {...props('password')}
      />
      <TextField autoComplete="new-password" {...props('password_confirmation')} />
      <div className="profile__actions">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('profile.saving') : t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}
