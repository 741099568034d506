import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { hideSiteLoading } from '../../lib/site-loading';

/** The site could not start (maintenance, a wrong key, no network): say why, offer a retry. */
export function StartUpError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => hideSiteLoading(0), []);
  const messages =
    error instanceof ApiError && error.messages.length > 0
      ? error.messages
      : [t('errors.start_failed')];
  const status = error instanceof ApiError && error.status > 0 ? error.status : null;
  return (
    <main className="error-page error-page--full" role="alert">
      {status !== null && <p className="error-page__code">{status}</p>}
      <h1>{t('errors.title')}</h1>
      {messages.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        {t('errors.retry')}
      </button>
    </main>
  );
}
