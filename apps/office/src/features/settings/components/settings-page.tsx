import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '@tribuna/contracts/site-settings';
import { Button } from '../../../components/ui/button';
import { Notice, Spinner } from '../../../components/ui/notice';
import { ApiError, errorMessage } from '../../../lib/http';
import { siteQueryOptions, useSite } from '../api/get-site';
import { useUpdateSite } from '../api/update-site';
import type { FieldErrors } from '../settings-draft';
import { SettingsForm } from './settings-form';
import '../settings-texts';

/** The server's field messages are keyed by request path (`settings.colors.primary`). */
function settingsFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const result: FieldErrors = {};
  for (const [path, texts] of Object.entries(error.fields)) {
    const first = texts[0];
    if (first) result[path.replace(/^settings\./, '')] = first;
  }
  return result;
}

export function SettingsPage() {
  const { t } = useTranslation();
  const site = useSite();
  const update = useUpdateSite();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);

  if (site.isPending) return <Spinner label={t('app.loading')} />;
  if (site.isError) return <Notice tone="error">{errorMessage(site.error)}</Notice>;

  const conflict = update.error instanceof ApiError && update.error.code === 'CONFLICT';

  function save(settings: SiteSettings) {
    if (!site.data) return;
    setSaved(false);
    update.mutate({ version: site.data.version, settings }, { onSuccess: () => setSaved(true) });
  }

  async function reloadLatest() {
    update.reset();
    await queryClient.fetchQuery({ ...siteQueryOptions, staleTime: 0 });
  }

  const banner = (
    <>
      {saved && <Notice tone="success">{t('settings.saved')}</Notice>}
      {update.isError && (
        <Notice tone="error">
          {errorMessage(update.error)}
          {conflict && (
            <>
              {' '}
              <Button variant="secondary" onClick={() => void reloadLatest()}>
                {t('settings.conflict_reload')}
              </Button>
            </>
          )}
        </Notice>
      )}
    </>
  );

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('settings.title')}</h1>
        <p className="muted mono small">
          {t('settings.site_keys', { hosts: site.data.hosts.join(', '), key: site.data.api_key })}
        </p>
      </header>
      <SettingsForm
        // A new version (ours or reloaded) starts a fresh draft.
        key={site.data.version}
        initial={site.data.settings}
        saving={update.isPending}
        serverErrors={settingsFieldErrors(update.error)}
        banner={banner}
        onSave={save}
      />
    </div>
  );
}
