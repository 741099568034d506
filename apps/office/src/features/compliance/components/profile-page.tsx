import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { serverFormErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { profileFieldErrors } from '../profile-draft';
import { ComplianceTabs } from './compliance-tabs';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';
import '../compliance.css';
import '../compliance-texts';

/** The brand's jurisdiction profile: the platform owner edits it, other staff read it. */
export function ProfilePage({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);

  const banner = (
    <>
      {saved && <Notice tone="success">{t('compliance.profile.saved')}</Notice>}
      {update.isError && <Notice tone="error">{errorMessage(update.error)}</Notice>}
    </>
  );

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('compliance.title')}</h1>
      </header>
      <ComplianceTabs />
      <p className="muted">{t('compliance.profile.hint')}</p>
      <QueryResult query={profile}>
        {(data) =>
          data.editable ? (
            <ProfileForm
              // A saved profile starts a fresh draft from what the server kept.
              key={JSON.stringify(data.profile)}
              profile={data.profile}
              presets={data.presets}
              currency={currency}
              saving={update.isPending}
              serverErrors={profileFieldErrors(serverFormErrors(update.error))}
              banner={banner}
              onInvalid={() => {
                setSaved(false);
                update.reset();
              }}
              onSave={(next) => {
                setSaved(false);
                update.mutate(next, { onSuccess: () => setSaved(true) });
              }}
            />
          ) : (
            <>
              <Notice tone="info">{t('compliance.profile.owner_only')}</Notice>
              <ProfileView profile={data.profile} currency={currency} />
            </>
          )
        }
      </QueryResult>
    </div>
  );
}
