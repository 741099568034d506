import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import { LANGUAGES, type Language } from '@tribuna/contracts/languages';
import { zoneName } from '@tribuna/contracts/time-zones';
import {
  TOURNAMENT_ENTRIES,
  TOURNAMENT_PRODUCTS,
  type OfficeTournament,
  type OfficeTournamentRequest,
  type TournamentTexts,
} from '@tribuna/contracts/tournaments';
import { typedExample } from '@tribuna/contracts/typed-amount';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { InputField, SelectField } from '../../../components/ui/form-fields';
import { FieldGroup, FormSection } from '../../../components/ui/form-section';
import { FormNotices } from '../../../components/ui/form-notices';
import { requiredText, serverFormErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { amountFormatText } from '../../../lib/money';
import { useDraftForm } from '../../../lib/use-draft-form';
import type { TournamentChoices } from '../tournament-choices';
import {
  fromDraft,
  newDraft,
  scoringsOf,
  shownFields,
  toDraft,
  withProduct,
  type DraftContext,
  type TournamentDraft,
} from '../tournament-draft';
import { EligibleField } from './eligible-field';
import { PrizeRows } from './prize-rows';
import '../tournaments-texts';

type TextKey = keyof TournamentTexts;

/**
 * The editor of a tournament, new or upcoming: the scorings its product allows, best-of only
 * for its scoring, a price only for a buy-in, amounts in the brand's currency in the staff
 * member's format, times in the brand's zone. Checked with the API's own schema before it is
 * sent; what the API refuses shows on its field, or above the form.
 */
export function TournamentForm({
  tournament,
  currency,
  timeZone,
  choices,
  saving,
  error,
  onSave,
  onInvalid,
}: {
  /** None for a new tournament. */
  tournament?: OfficeTournament | undefined;
  /** The brand's. */
  currency: Currency;
  timeZone: string | undefined;
  choices: TournamentChoices;
  saving: boolean;
  /** The last save's refusal. */
  error: unknown;
  onSave: (request: OfficeTournamentRequest) => void;
  /** The draft was refused before sending: an earlier refusal no longer holds. */
  onInvalid?: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const decimals = currencyDecimals(currency);
  const context: DraftContext = { decimals, language, timeZone };
  const textLabel = (key: TextKey, l: Language) =>
    t(`tournaments.field.${key}`, { language: t(`lang.${l}`) });
  const labels: Record<string, string> = {
    product: t('tournaments.field.product'),
    scoring: t('tournaments.field.scoring'),
    translations: t('tournaments.field.texts'),
    ...Object.fromEntries(
      LANGUAGES.flatMap((l) =>
        (['name', 'description', 'rules'] as const).map((key) => [
          `translations.${l}.${key}`,
          textLabel(key, l),
        ]),
      ),
    ),
    image_url: t('tournaments.field.image_url'),
    eligible: t('tournaments.field.eligible_games'),
    best_of: t('tournaments.field.best_of'),
    min_bet: t('tournaments.field.min_bet', { currency }),
    max_rounds: t('tournaments.field.max_rounds'),
    entry: t('tournaments.field.entry'),
    buy_in: t('tournaments.field.buy_in', { currency }),
    starts_at: t('tournaments.field.starts_at'),
    ends_at: t('tournaments.field.ends_at'),
    prizes: t('tournaments.field.prizes'),
  };

  const { draft, setDraft, set, errors, shown, submit } = useDraftForm({
    initial: (): TournamentDraft =>
      tournament ? toDraft(tournament, context) : newDraft(new Date(), context),
    check: (current: TournamentDraft) =>
      fromDraft(current, context, {
        wholeNumber: t('tournaments.editor.whole_number'),
        amountFormat: amountFormatText(decimals),
        dateTime: t('tournaments.editor.date_time'),
        required: requiredText(labels),
        labels,
      }),
    onValid: (result) => onSave(result.request),
    onInvalid,
    serverErrors: serverFormErrors(error),
    saving,
  });
  const fields = shownFields(draft);
  const example = typedExample(decimals, language);
  const moneyHint = t('tournaments.field.money_hint', { example });

  function setText(l: Language, key: TextKey, value: string) {
    setDraft((current) => ({
      ...current,
      texts: { ...current.texts, [l]: { ...current.texts[l], [key]: value } },
    }));
  }

  function text(path: string, value: string, onChange: (value: string) => void, hint?: string) {
    return (
      <InputField
        name={path}
        label={labels[path] ?? path}
        hint={hint}
        error={shown[path]}
        value={value}
        onChange={onChange}
      />
    );
  }

  return (
    <form className="tournament-form grid-form" onSubmit={submit} noValidate>
      <FormNotices errors={errors} refusal={error} />

      <FormSection title={t('tournaments.editor.section.game')}>
        <SelectField
          name="product"
          label={labels.product ?? ''}
          error={shown.product}
          value={draft.product}
          options={TOURNAMENT_PRODUCTS.map((product) => ({
            value: product,
            label: t(`tournaments.product.${product}`),
          }))}
          onChange={(product) => setDraft((current) => withProduct(current, product))}
        />
        <SelectField
          name="scoring"
          label={labels.scoring ?? ''}
          hint={t(`tournaments.scoring_hint.${draft.scoring}`)}
          error={shown.scoring}
          value={draft.scoring}
          options={scoringsOf(draft.product).map((scoring) => ({
            value: scoring,
            label: t(`tournaments.scoring.${scoring}`),
          }))}
          onChange={(scoring) => set('scoring', scoring)}
        />
        {fields.bestOf && (
          <InputField
            name="best_of"
            kind="whole"
            label={labels.best_of ?? ''}
            hint={t('tournaments.field.best_of_hint')}
            error={shown.best_of}
            value={draft.bestOf}
            onChange={(bestOf) => set('bestOf', bestOf)}
          />
        )}
      </FormSection>

      <FormSection title={t('tournaments.editor.section.texts')}>
        <FieldGroup
          id="tournament-texts"
          legend={labels.translations ?? ''}
          hint={t('tournaments.editor.texts_hint')}
          error={shown.translations}
        >
          {LANGUAGES.map((l) => (
            <div key={l} className="tournament-texts" lang={l.replace('_', '-')}>
              {text(`translations.${l}.name`, draft.texts[l].name, (v) => setText(l, 'name', v))}
              {text(`translations.${l}.description`, draft.texts[l].description, (v) =>
                setText(l, 'description', v),
              )}
              <Field
                label={labels[`translations.${l}.rules`] ?? ''}
                error={shown[`translations.${l}.rules`]}
              >
                {(control) => (
                  <textarea
                    {...control}
                    name={`translations.${l}.rules`}
                    rows={3}
                    value={draft.texts[l].rules}
                    onChange={(event) => setText(l, 'rules', event.target.value)}
                  />
                )}
              </Field>
            </div>
          ))}
        </FieldGroup>
        {text('image_url', draft.imageUrl, (imageUrl) => set('imageUrl', imageUrl))}
      </FormSection>

      <FormSection title={t('tournaments.editor.section.rules')}>
        <EligibleField
          // The list's own search starts afresh with the other product's list.
          key={draft.product}
          product={draft.product}
          choices={choices.eligible}
          value={draft.eligible}
          error={shown.eligible}
          onChange={(eligible) => set('eligible', eligible)}
        />
        <InputField
          name="min_bet"
          kind="decimal"
          label={labels.min_bet ?? ''}
          hint={t('tournaments.field.min_bet_hint', { example })}
          error={shown.min_bet}
          value={draft.minBet}
          onChange={(minBet) => set('minBet', minBet)}
        />
        <InputField
          name="max_rounds"
          kind="whole"
          label={labels.max_rounds ?? ''}
          placeholder={t('tournaments.field.no_limit')}
          error={shown.max_rounds}
          value={draft.maxRounds}
          onChange={(maxRounds) => set('maxRounds', maxRounds)}
        />
      </FormSection>

      <FormSection title={t('tournaments.editor.section.entry')}>
        <SelectField
          name="entry"
          label={labels.entry ?? ''}
          hint={t(`tournaments.entry_hint.${draft.entry}`)}
          error={shown.entry}
          value={draft.entry}
          options={TOURNAMENT_ENTRIES.map((entry) => ({
            value: entry,
            label: t(`tournaments.entry.${entry}`),
          }))}
          onChange={(entry) => set('entry', entry)}
        />
        {fields.buyIn && (
          <InputField
            name="buy_in"
            kind="decimal"
            label={labels.buy_in ?? ''}
            hint={moneyHint}
            error={shown.buy_in}
            value={draft.buyIn}
            onChange={(buyIn) => set('buyIn', buyIn)}
          />
        )}
        <p className="field-hint">
          {t('tournaments.editor.times_hint', {
            zone: zoneName(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, language),
          })}
        </p>
        {(['starts_at', 'ends_at'] as const).map((path) => (
          <InputField
            key={path}
            name={path}
            type="datetime-local"
            label={labels[path] ?? path}
            error={shown[path]}
            value={path === 'starts_at' ? draft.startsAt : draft.endsAt}
            onChange={(value) => set(path === 'starts_at' ? 'startsAt' : 'endsAt', value)}
          />
        ))}
      </FormSection>

      <FormSection title={t('tournaments.editor.section.prizes')}>
        <PrizeRows
          prizes={draft.prizes}
          currency={currency}
          moneyHint={moneyHint}
          campaigns={choices.campaigns}
          errors={shown}
          onChange={(prizes) => set('prizes', prizes)}
        />
      </FormSection>

      <div className="sticky-actions form-actions">
        <Link
          className="btn btn-secondary"
          to={tournament ? `/tournaments/${tournament.id}` : '/tournaments'}
        >
          {t('common.cancel')}
        </Link>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? t('common.saving') : t('tournaments.editor.save')}
        </Button>
      </div>
    </form>
  );
}
