import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sport } from '@tribuna/contracts/sports';
import { Notice, Spinner } from '../../../components/ui/notice';
import { serverFormErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { useSportSettings } from '../api/get-sport-settings';
import { useSaveSportSettings } from '../api/save-sport-settings';
import { SportSettingsForm } from './sport-settings-form';
import { SportsTabs } from './sports-tabs';
import '../sports.css';
import '../sports-texts';

/** The brand's settings, one form per sport (each saved and audited on its own). */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useSportSettings();
  const save = useSaveSportSettings();
  const [saved, setSaved] = useState<Sport>();

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('sports.title')}</h1>
      </header>
      <SportsTabs />
      {settings.isPending && <Spinner label={t('app.loading')} />}
      {settings.isError && <Notice tone="error">{errorMessage(settings.error)}</Notice>}
      {settings.data && (
        <div className="sports-settings">
          <p className="muted">{t('sports.settings.hint', { currency: settings.data.currency })}</p>
          {saved && !save.isPending && !save.isError && (
            <Notice tone="success">
              {t('sports.settings.saved', { sport: t(`sports.sport.${saved}`) })}
            </Notice>
          )}
          {save.isError && <Notice tone="error">{errorMessage(save.error)}</Notice>}
          {settings.data.settings.map((sport) => (
            <SportSettingsForm
              key={sport.sport}
              settings={sport}
              currency={settings.data.currency}
              saving={save.isPending && save.variables.sport === sport.sport}
              serverErrors={
                save.isError && save.variables.sport === sport.sport
                  ? serverFormErrors(save.error)
                  : {}
              }
              onSave={(request) => {
                setSaved(undefined);
                save.mutate(
                  { sport: sport.sport, settings: request },
                  { onSuccess: () => setSaved(sport.sport) },
                );
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
