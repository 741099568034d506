import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import type { ReferralReward, ReferralSettings } from '@tribuna/contracts/referrals';
import { zoneName } from '@tribuna/contracts/time-zones';
import { Button } from '../../../components/ui/button';
import { InputField, SelectField } from '../../../components/ui/form-fields';
import { FieldGroup, FormSection } from '../../../components/ui/form-section';
import { Notice } from '../../../components/ui/notice';
import { serverFormErrors, type FormErrors } from '../../../lib/form-errors';
import { brandTimeZone } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { amountFormatText, fromMinorUnits, toMinorUnits } from '../../../lib/money';
import { useCampaignChoices } from '../api/get-campaign-choices';
import { useUpdateReferralSettings } from '../api/update-referral-settings';

type Kind = 'none' | 'miles' | 'bonus';
type Side = 'referrer' | 'referred';

interface RewardDraft {
  kind: Kind;
  miles: string;
  campaign: string;
}

interface Draft {
  wager: string;
  days: string;
  cap: string;
  referrer: RewardDraft;
  referred: RewardDraft;
}

function rewardDraft(reward: ReferralReward | null): RewardDraft {
  if (!reward) return { kind: 'none', miles: '', campaign: '' };
  return reward.kind === 'miles'
    ? { kind: 'miles', miles: String(reward.miles), campaign: '' }
    : { kind: 'bonus', miles: '', campaign: reward.campaign_id };
}

function whole(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

function rewardOf(draft: RewardDraft): ReferralReward | null {
  if (draft.kind === 'miles') return { kind: 'miles', miles: whole(draft.miles) };
  if (draft.kind === 'bonus') return { kind: 'bonus', campaign_id: draft.campaign };
  return null;
}

/** The brand's referral rules: the amount, the days, the monthly cap and each side's reward. */
export function RulesForm({
  settings,
  currency,
}: {
  settings: ReferralSettings;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const decimals = currencyDecimals(currency);
  const [draft, setDraft] = useState<Draft>(() => ({
    wager: fromMinorUnits(settings.wager_amount, decimals),
    days: String(settings.days),
    cap: String(settings.monthly_cap),
    referrer: rewardDraft(settings.referrer_reward),
    referred: rewardDraft(settings.referred_reward),
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [saved, setSaved] = useState(false);
  const update = useUpdateReferralSettings();
  const usesBonus = draft.referrer.kind === 'bonus' || draft.referred.kind === 'bonus';
  const campaigns = useCampaignChoices(usesBonus);
  const zone = brandTimeZone();

  function setReward(side: Side, change: Partial<RewardDraft>) {
    setSaved(false);
    setDraft((current) => ({ ...current, [side]: { ...current[side], ...change } }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local: FormErrors = {};
    const wager = toMinorUnits(draft.wager, decimals);
    if (wager === null) local.wager_amount = amountFormatText(decimals);
    for (const side of ['referrer', 'referred'] as const) {
      if (draft[side].kind === 'bonus' && !draft[side].campaign) {
        local[`${side}_reward.campaign_id`] = t('referrals.rules.campaign_required');
      }
    }
    setErrors(local);
    if (Object.keys(local).length > 0 || wager === null) return;
    update.mutate(
      {
        wager_amount: wager,
        days: whole(draft.days),
        monthly_cap: whole(draft.cap),
        referrer_reward: rewardOf(draft.referrer),
        referred_reward: rewardOf(draft.referred),
      },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => setErrors(serverFormErrors(error)),
      },
    );
  }

  const kinds = (['none', 'miles', 'bonus'] as const).map((kind) => ({
    value: kind,
    label: t(`referrals.rules.kind.${kind}`),
  }));
  const campaignOptions = [
    { value: '', label: t('referrals.rules.campaign_pick') },
    ...(campaigns.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];

  function rewardFields(side: Side) {
    const reward = draft[side];
    return (
      <FieldGroup
        id={`referrals-${side}`}
        legend={t(`referrals.rules.${side}`)}
        hint={t('referrals.rules.reward_hint')}
        invalid={Boolean(errors[`${side}_reward.miles`] ?? errors[`${side}_reward.campaign_id`])}
      >
        <SelectField<Kind>
          name={`${side}_reward.kind`}
          label={t('referrals.rules.kind')}
          value={reward.kind}
          options={kinds}
          onChange={(kind) => setReward(side, { kind })}
        />
        {reward.kind === 'miles' && (
          <InputField
            name={`${side}_reward.miles`}
            kind="whole"
            label={t('referrals.rules.miles')}
            error={errors[`${side}_reward.miles`]}
            value={reward.miles}
            onChange={(miles) => setReward(side, { miles })}
          />
        )}
        {reward.kind === 'bonus' && (
          <SelectField<string>
            name={`${side}_reward.campaign_id`}
            label={t('referrals.rules.campaign')}
            error={errors[`${side}_reward.campaign_id`]}
            value={reward.campaign}
            options={campaignOptions}
            onChange={(campaign) => setReward(side, { campaign })}
          />
        )}
      </FieldGroup>
    );
  }

  return (
    <form className="grid-form referrals-rules" onSubmit={submit} noValidate>
      {update.isError && Object.keys(errors).length === 0 && (
        <Notice tone="error">{errorMessage(update.error)}</Notice>
      )}
      {saved && <Notice tone="success">{t('referrals.rules.saved')}</Notice>}
      <FormSection title={t('referrals.rules.title')}>
        <p className="muted referrals-hint">
          {t('referrals.rules.hint', {
            currency,
            zone: zone ? zoneName(zone, currentLanguage()) : '…',
          })}
        </p>
        <InputField
          name="wager_amount"
          kind="decimal"
          label={t('referrals.rules.wager', { currency })}
          error={errors.wager_amount}
          value={draft.wager}
          onChange={(wager) => {
            setSaved(false);
            setDraft((current) => ({ ...current, wager }));
          }}
        />
        <InputField
          name="days"
          kind="whole"
          label={t('referrals.rules.days')}
          error={errors.days}
          value={draft.days}
          onChange={(days) => {
            setSaved(false);
            setDraft((current) => ({ ...current, days }));
          }}
        />
        <InputField
          name="monthly_cap"
          kind="whole"
          label={t('referrals.rules.cap')}
          error={errors.monthly_cap}
          value={draft.cap}
          onChange={(cap) => {
            setSaved(false);
            setDraft((current) => ({ ...current, cap }));
          }}
        />
        {rewardFields('referrer')}
        {rewardFields('referred')}
      </FormSection>
      <div className="form-actions">
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? t('common.saving') : t('referrals.rules.save')}
        </Button>
      </div>
    </form>
  );
}
