import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeCampaign } from '@tribuna/contracts/bonus';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { errorMessage } from '../../../lib/http';
import { useCampaigns } from '../api/get-campaigns';
import '../bonus-texts';

interface GrantBonusDialogProps {
  open: boolean;
  pending: boolean;
  error: unknown;
  onGrant: (campaign: OfficeCampaign) => void;
  onClose: () => void;
}

/** Staff choose one of the brand's active campaigns to give the player. */
export function GrantBonusDialog({ open, onClose, ...form }: GrantBonusDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('bonus.player.grant')} onClose={onClose}>
      {/* Mounted on each opening: the campaigns are read then, and the choice starts empty. */}
      <GrantBonusForm {...form} onClose={onClose} />
    </Dialog>
  );
}

function GrantBonusForm({ pending, error, onGrant, onClose }: Omit<GrantBonusDialogProps, 'open'>) {
  const { t } = useTranslation();
  const campaigns = useCampaigns();
  const [chosen, setChosen] = useState('');

  return (
    <QueryResult query={campaigns}>
      {(all) => {
        const active = all.filter((campaign) => campaign.status === 'active');
        const campaign = active.find((c) => c.id === chosen) ?? active[0];
        function submit(event: FormEvent) {
          event.preventDefault();
          if (campaign && !pending) onGrant(campaign);
        }
        if (active.length === 0) {
          return (
            <>
              <Notice tone="info">{t('bonus.player.no_campaigns')}</Notice>
              <div className="form-actions">
                <button type="button" className="btn btn-secondary" onClick={onClose}>
                  {t('common.close')}
                </button>
              </div>
            </>
          );
        }
        return (
          <form onSubmit={submit} noValidate>
            <p>{t('bonus.player.grant_text')}</p>
            {error !== null && error !== undefined && (
              <Notice tone="error">{errorMessage(error)}</Notice>
            )}
            <Field label={t('bonus.player.campaign')}>
              {(control) => (
                <select
                  {...control}
                  value={campaign?.id ?? ''}
                  onChange={(event) => setChosen(event.target.value)}
                >
                  {active.map((c) => (
                    <option key={c.id} value={c.id}>
                      {`${c.name} · ${t(`bonus.kind.${c.kind}`)}`}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <FormActions
              pending={pending}
              onCancel={onClose}
              submitLabel={t('bonus.player.grant_submit')}
            />
          </form>
        );
      }}
    </QueryResult>
  );
}
