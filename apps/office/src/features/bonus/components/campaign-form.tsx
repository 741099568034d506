import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BONUS_KINDS,
  CASHBACK_PERIODS,
  WAGER_CATEGORIES,
  type BonusKind,
  type CampaignRequest,
  type OfficeCampaign,
} from '@tribuna/contracts/bonus';
import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import { LANGUAGES } from '@tribuna/contracts/language-codes';
import { zoneName } from '@tribuna/contracts/time-zones';
import { typedExample, typedText } from '@tribuna/contracts/typed-amount';
import { Button } from '../../../components/ui/button';
import { InputField, SelectField } from '../../../components/ui/form-fields';
import { FieldGroup, FormSection } from '../../../components/ui/form-section';
import { FormNotices } from '../../../components/ui/form-notices';
import { requiredText, serverFormErrors } from '../../../lib/form-errors';
import { currentLanguage, messageText } from '../../../lib/i18n';
import { amountFormatText } from '../../../lib/money';
import { useDraftForm } from '../../../lib/use-draft-form';
import {
  CAMPAIGN_STATUSES,
  KIND_TRIGGERS,
  fromDraft,
  newDraft,
  shownFields,
  toDraft,
  withKind,
  type CampaignDraft,
  type DraftContext,
  type KindField,
  type MoneyField,
} from '../campaign-draft';
import '../bonus-texts';

type TextField = Exclude<
  keyof CampaignDraft,
  'titles' | 'kind' | 'trigger' | 'cashback_period' | 'contributions' | 'status'
>;

/**
 * The editor of a campaign, new or stored: only the terms its kind and trigger use are
 * asked; amounts are typed in the brand's currency in the staff member's format, odds as
 * decimal odds, times in the brand's zone. Checked with the API's own schema before it is
 * sent; what the API refuses shows on its field, or above the form.
 */
export function CampaignForm({
  campaign,
  currency,
  timeZone,
  saving,
  error,
  onSave,
  onInvalid,
}: {
  /** None for a new campaign. */
  campaign?: OfficeCampaign | undefined;
  /** The brand's. */
  currency: Currency;
  timeZone: string | undefined;
  saving: boolean;
  /** The last save's refusal. */
  error: unknown;
  onSave: (request: CampaignRequest) => void;
  /** The draft was refused before sending: an earlier refusal no longer holds. */
  onInvalid?: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const decimals = currencyDecimals(currency);
  const context: DraftContext = { decimals, language, timeZone };
  const oddsExample = typedText(150, 2, language);
  const { draft, setDraft, set, errors, shown, submit } = useDraftForm({
    initial: (): CampaignDraft =>
      campaign ? toDraft(campaign, context) : newDraft(new Date(), context),
    // The labels follow the draft's kind; a check runs after they are made.
    check: (current: CampaignDraft) =>
      fromDraft(current, context, {
        wholeNumber: t('bonus.editor.whole_number'),
        amountFormat: amountFormatText(decimals),
        odds: t('bonus.editor.odds', {
          minimum: typedText(100, 2, language),
          example: oddsExample,
        }),
        dateTime: t('bonus.editor.date_time'),
        required: requiredText(labels),
        needed: messageText('bonus.field_required'),
        labels,
      }),
    onValid: (result) => onSave(result.request),
    onInvalid,
    serverErrors: serverFormErrors(error),
    saving,
  });
  const fields = shownFields(draft);
  const uses = (field: KindField) => fields.kind.includes(field);

  const money = (label: string) => t('bonus.field.money', { label, currency });
  const percentLabel =
    draft.kind === 'cashback'
      ? t('bonus.field.percent.cashback')
      : t('bonus.field.percent.deposit_match');
  const amountLabel =
    draft.kind === 'free_bet'
      ? t('bonus.field.amount.free_bet')
      : t('bonus.field.amount.no_deposit');
  const labels: Record<string, string> = {
    name: t('bonus.field.name'),
    titles: t('bonus.field.titles'),
    ...Object.fromEntries(
      LANGUAGES.map((l) => [`titles.${l}`, t('bonus.field.title', { language: t(`lang.${l}`) })]),
    ),
    kind: t('bonus.field.kind'),
    trigger: t('bonus.field.trigger'),
    code: t('bonus.field.code'),
    deposit_number: t('bonus.field.deposit_number'),
    percent: percentLabel,
    amount: money(amountLabel),
    min_deposit: money(t('bonus.field.min_deposit')),
    max_bonus: money(t('bonus.field.max_bonus')),
    cashback_period: t('bonus.field.cashback_period'),
    game: t('bonus.field.game'),
    spins: t('bonus.field.spins'),
    spin_stake: money(t('bonus.field.spin_stake')),
    wagering_multiple: t('bonus.field.wagering_multiple'),
    contributions: t('bonus.field.contributions'),
    ...Object.fromEntries(
      WAGER_CATEGORIES.map((c) => [`contributions.${c}`, t(`bonus.category.${c}`)]),
    ),
    min_odds_x100: t('bonus.field.min_odds'),
    max_bet: money(t('bonus.field.max_bet')),
    max_conversion: money(t('bonus.field.max_conversion')),
    claim_days: t('bonus.field.claim_days'),
    wager_days: t('bonus.field.wager_days'),
    starts_at: t('bonus.field.starts_at'),
    ends_at: t('bonus.field.ends_at'),
    max_grants: t('bonus.field.max_grants'),
    status: t('bonus.field.status'),
  };

  function textField(
    field: TextField,
    options: {
      path?: string;
      label?: string;
      hint?: string | undefined;
      kind?: 'text' | 'whole' | 'decimal';
      placeholder?: string;
      className?: string;
    } = {},
  ) {
    const path = options.path ?? field;
    return (
      <InputField
        name={path}
        label={options.label ?? labels[path] ?? path}
        hint={options.hint}
        error={shown[path]}
        className={options.className}
        kind={options.kind ?? 'whole'}
        placeholder={options.placeholder}
        value={draft[field]}
        onChange={(value) => set(field, value)}
      />
    );
  }

  function moneyField(field: MoneyField, optional = false) {
    return textField(field, {
      kind: 'decimal',
      hint: t('bonus.field.money_hint', { example: typedExample(decimals, language) }),
      placeholder: optional ? t('bonus.field.no_limit') : undefined,
    });
  }

  function timeField(field: 'starts_at' | 'ends_at', hint?: string) {
    return (
      <InputField
        name={field}
        type="datetime-local"
        label={labels[field] ?? field}
        hint={hint}
        error={shown[field]}
        value={draft[field]}
        onChange={(value) => set(field, value)}
      />
    );
  }

  const contributionsError = WAGER_CATEGORIES.map((c) => shown[`contributions.${c}`]).find(Boolean);

  return (
    <form className="campaign-form grid-form" onSubmit={submit} noValidate>
      <FormNotices errors={errors} refusal={error} />

      <FormSection title={t('bonus.editor.section.campaign')}>
        {textField('name', { kind: 'text', hint: t('bonus.field.name_hint') })}
        <SelectField
          name="status"
          label={labels.status ?? ''}
          error={shown.status}
          value={draft.status}
          options={CAMPAIGN_STATUSES.map((status) => ({
            value: status,
            label: t(`bonus.campaign_status.${status}`),
          }))}
          onChange={(status) => set('status', status)}
        />
        <FieldGroup
          id="campaign-titles"
          legend={labels.titles ?? ''}
          hint={t('bonus.field.titles_hint')}
          error={shown.titles}
        >
          {LANGUAGES.map((l) => (
            <InputField
              key={l}
              name={`titles.${l}`}
              lang={l.replace('_', '-')}
              label={labels[`titles.${l}`] ?? l}
              error={shown[`titles.${l}`]}
              value={draft.titles[l]}
              onChange={(value) => set('titles', { ...draft.titles, [l]: value })}
            />
          ))}
        </FieldGroup>
      </FormSection>

      <FormSection title={t('bonus.editor.section.offer')}>
        <SelectField<BonusKind>
          name="kind"
          label={labels.kind ?? ''}
          hint={t(`bonus.kind_hint.${draft.kind}`)}
          error={shown.kind}
          value={draft.kind}
          options={BONUS_KINDS.map((kind) => ({ value: kind, label: t(`bonus.kind.${kind}`) }))}
          onChange={(kind) => setDraft((current) => withKind(current, kind))}
        />
        {uses('percent') && textField('percent')}
        {uses('amount') && moneyField('amount')}
        {uses('min_deposit') && moneyField('min_deposit')}
        {uses('max_bonus') && moneyField('max_bonus')}
        {uses('cashback_period') && (
          <SelectField
            name="cashback_period"
            label={labels.cashback_period ?? ''}
            error={shown.cashback_period}
            value={draft.cashback_period}
            options={CASHBACK_PERIODS.map((period) => ({
              value: period,
              label: t(`bonus.period.${period}`),
            }))}
            onChange={(period) => set('cashback_period', period)}
          />
        )}
        {uses('game') && textField('game', { kind: 'text', hint: t('bonus.field.game_hint') })}
        {uses('spins') && textField('spins')}
        {uses('spin_stake') && moneyField('spin_stake')}
        <SelectField
          name="trigger"
          label={labels.trigger ?? ''}
          hint={t(`bonus.trigger_hint.${draft.trigger}`)}
          error={shown.trigger}
          value={draft.trigger}
          options={KIND_TRIGGERS[draft.kind].map((trigger) => ({
            value: trigger,
            label: t(`bonus.trigger.${trigger}`),
          }))}
          onChange={(trigger) => set('trigger', trigger)}
        />
        {fields.code &&
          textField('code', {
            kind: 'text',
            hint: t('bonus.field.code_hint'),
            className: 'field-mono',
          })}
        {fields.deposit_number &&
          textField('deposit_number', { hint: t('bonus.field.deposit_number_hint') })}
      </FormSection>

      <FormSection title={t('bonus.editor.section.wagering')}>
        {textField('wagering_multiple', { hint: t('bonus.field.wagering_multiple_hint') })}
        {textField('min_odds', {
          path: 'min_odds_x100',
          kind: 'decimal',
          hint: t('bonus.field.min_odds_hint'),
          placeholder: oddsExample,
        })}
        <FieldGroup
          id="campaign-contributions"
          legend={labels.contributions ?? ''}
          hint={t('bonus.field.contributions_hint')}
          invalid={contributionsError !== undefined}
        >
          {WAGER_CATEGORIES.map((category) => {
            const path = `contributions.${category}`;
            return (
              <InputField
                key={category}
                name={path}
                kind="whole"
                label={labels[path] ?? category}
                error={shown[path]}
                value={draft.contributions[category]}
                onChange={(value) =>
                  set('contributions', { ...draft.contributions, [category]: value })
                }
              />
            );
          })}
        </FieldGroup>
        {moneyField('max_bet', true)}
        {moneyField('max_conversion', true)}
      </FormSection>

      <FormSection title={t('bonus.editor.section.availability')}>
        <p className="field-hint bonus-section-hint">
          {t('bonus.editor.times_hint', {
            zone: zoneName(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, language),
          })}
        </p>
        {timeField('starts_at')}
        {timeField('ends_at', t('bonus.field.ends_at_hint'))}
        {textField('claim_days', { hint: t('bonus.field.claim_days_hint') })}
        {textField('wager_days')}
        {textField('max_grants', { placeholder: t('bonus.field.no_limit') })}
      </FormSection>

      {campaign && <p className="muted small">{t('bonus.editor.given_terms')}</p>}
      <div className="sticky-actions form-actions">
        <Link className="btn btn-secondary" to="/bonuses">
          {t('common.cancel')}
        </Link>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? t('common.saving') : t('bonus.editor.save')}
        </Button>
      </div>
    </form>
  );
}
