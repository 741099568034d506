import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { message } from '../../../lib/messages';
import { useLogin } from '../api/login';
import { describeLoginFailure } from './login-failure';

interface LoginFormProps {
  /** Called once the player is logged in and read. */
  onLoggedIn: () => void;
}

export function LoginForm({ onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (username.trim() === '' || password === '') {
      setErrors([message('auth.credentials_required')]);
      return;
    }
    setErrors([]);
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: onLoggedIn,
        onError: (error) => setErrors(describeLoginFailure(error)),
      },
    );
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title" className="form__title">
        {t('login.title')}
      </h1>
      <FormAlert messages={errors} />
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Button type="submit" block disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
      <p className="form__links">
        <Link to="/reset/password">{t('login.forgot')}</Link>
      </p>
      <p className="form__links">
        {t('login.no_account')} <Link to="/register">{t('login.register')}</Link>
      </p>
    </form>
  );
}
