import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { officeLoginRequestSchema } from '@tribuna/contracts/office';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { ApiError, errorMessage } from '../../../lib/http';
import { issueText } from '../../../lib/i18n';
import { useLogin } from '../api/login';

export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = officeLoginRequestSchema.safeParse({ username, password });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'username') next.username = issueText(issue.message, t('login.username'));
        if (field === 'password') next.password = issueText(issue.message, t('login.password'));
      }
      setErrors(next);
      return;
    }
    setErrors({});
    login.mutate(parsed.data, { onSuccess: onSignedIn });
  }

  // Bad credentials are one message for the form, not one per field.
  const fieldErrors =
    login.error instanceof ApiError && login.error.code === 'VALIDATION_FAILED'
      ? login.error.fields
      : {};

  return (
    <main className="login" id="main">
      <form className="login-card" onSubmit={submit} noValidate aria-labelledby="login-title">
        <div className="login-mark" aria-hidden="true">
          T
        </div>
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="muted">{t('login.brand', { host: window.location.hostname })}</p>
        {login.isError && <Notice tone="error">{errorMessage(login.error)}</Notice>}
        <Field label={t('login.username')} error={errors.username ?? fieldErrors.username?.[0]}>
          {(control) => (
            <input
              {...control}
              name="username"
              autoComplete="username"
              autoFocus
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('login.password')} error={errors.password ?? fieldErrors.password?.[0]}>
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="primary" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </main>
  );
}
