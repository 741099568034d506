import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CampaignRequest, OfficeCampaign } from '@tribuna/contracts/bonus';
import type { Currency } from '@tribuna/contracts/currencies';
import { QueryResult } from '../../../components/ui/query-result';
import { SubPage } from '../../../components/ui/sub-page';
import { brandTimeZone } from '../../../lib/format';
import type { SavedState } from '../../../lib/use-saved-name';
import { useCreateCampaign } from '../api/create-campaign';
import { useCampaign } from '../api/get-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { CampaignForm } from './campaign-form';
import '../bonus.css';
import '../bonus-texts';

/** A new campaign (`/bonuses/campaigns/new`) or a stored one (`/bonuses/campaigns/:id`). */
export function CampaignEditorPage({ currency }: { currency: Currency }) {
  const { id } = useParams();
  return id === undefined ? (
    <NewCampaign currency={currency} />
  ) : (
    <EditCampaign id={id} currency={currency} />
  );
}

function useBackToList() {
  const navigate = useNavigate();
  return (campaign: OfficeCampaign) =>
    void navigate('/bonuses', { state: { saved: campaign.name } satisfies SavedState });
}

function NewCampaign({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const create = useCreateCampaign();
  const back = useBackToList();
  return (
    <SubPage
      back={{ to: '/bonuses', label: t('bonus.editor.back') }}
      title={t('bonus.editor.new_title')}
    >
      <CampaignForm
        currency={currency}
        timeZone={brandTimeZone()}
        saving={create.isPending}
        error={create.error}
        onInvalid={() => create.reset()}
        onSave={(request: CampaignRequest) => create.mutate(request, { onSuccess: back })}
      />
    </SubPage>
  );
}

function EditCampaign({ id, currency }: { id: string; currency: Currency }) {
  const { t } = useTranslation();
  const campaign = useCampaign(id);
  const update = useUpdateCampaign();
  const back = useBackToList();
  return (
    <SubPage
      back={{ to: '/bonuses', label: t('bonus.editor.back') }}
      title={
        campaign.data
          ? t('bonus.editor.edit_title', { name: campaign.data.name })
          : t('bonus.title')
      }
    >
      <QueryResult query={campaign}>
        {(data) => (
          <CampaignForm
            key={data.updated_at}
            campaign={data}
            currency={currency}
            timeZone={brandTimeZone()}
            saving={update.isPending}
            error={update.error}
            onInvalid={() => update.reset()}
            onSave={(request) => update.mutate({ id, request }, { onSuccess: back })}
          />
        )}
      </QueryResult>
    </SubPage>
  );
}
