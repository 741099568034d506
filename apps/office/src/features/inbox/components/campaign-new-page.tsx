import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inboxCampaignRequestSchema, type InboxSegment } from '@tribuna/contracts/inbox';
import { LANGUAGES, type Language } from '@tribuna/contracts/language-codes';
import { MILES_TIERS, type MilesTier } from '@tribuna/contracts/miles';
import { zoneName } from '@tribuna/contracts/time-zones';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field } from '../../../components/ui/field';
import { InputField } from '../../../components/ui/form-fields';
import { FieldGroup, FormSection } from '../../../components/ui/form-section';
import { FormNotices } from '../../../components/ui/form-notices';
import { brandTimeZone } from '../../../lib/format';
import { checkWith, focusFirstInvalid, serverFormErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { useDraftForm } from '../../../lib/use-draft-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateCampaign } from '../api/create-campaign';
import { useReach } from '../api/get-reach';
import { fromWallTime } from '../../../lib/wall-time';
import '../inbox.css';
import '../inbox-messages';
import '../inbox-texts';

/** The products a segment can name: those players stake on. */
const PRODUCTS = ['sports', 'casino', 'house'] as const;

interface Draft {
  name: string;
  texts: Record<Language, { title: string; body: string }>;
  products: string[];
  days: string;
  countries: string;
  languages: Language[];
  tiers: MilesTier[];
  when: 'now' | 'later';
  sendAt: string;
}

function emptyDraft(): Draft {
  const texts = Object.fromEntries(LANGUAGES.map((l) => [l, { title: '', body: '' }]));
  return {
    name: '',
    texts: texts as Draft['texts'],
    products: [],
    days: '30',
    countries: '',
    languages: [],
    tiers: [],
    when: 'now',
    sendAt: '',
  };
}

/** The segment the draft names; a filter left empty is no filter. */
function segmentOf(draft: Draft): InboxSegment {
  const countries = draft.countries
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  return {
    ...(draft.products.length > 0
      ? { played: { products: draft.products, days: Number(draft.days) } }
      : {}),
    ...(countries.length > 0 ? { countries } : {}),
    ...(draft.languages.length > 0 ? { languages: draft.languages } : {}),
    ...(draft.tiers.length > 0 ? { tiers: draft.tiers } : {}),
  };
}

/** The request the draft makes: only the languages with a title or a text. */
function requestOf(draft: Draft, timeZone: string | undefined): unknown {
  const texts = Object.fromEntries(
    LANGUAGES.filter((l) => draft.texts[l].title.trim() || draft.texts[l].body.trim()).map((l) => [
      l,
      draft.texts[l],
    ]),
  );
  return {
    name: draft.name,
    texts,
    segment: segmentOf(draft),
    send_at: draft.when === 'now' ? null : fromWallTime(draft.sendAt, timeZone),
  };
}

function toggled<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list, value] : list.filter((item) => item !== value);
}

/** How many players the segment reaches now, as it is typed. */
function Reach({ segment }: { segment: InboxSegment }) {
  const { t } = useTranslation();
  const settled = useDebouncedValue(segment, 400);
  const reach = useReach(settled);
  return (
    <div className="inbox-reach" aria-live="polite" data-testid="inbox-reach">
      <strong>{t('inbox.reach.title')}</strong>{' '}
      {reach.isError ? (
        <span>{errorMessage(reach.error)}</span>
      ) : reach.fetchStatus === 'idle' && !reach.data ? (
        <span>{t('inbox.reach.incomplete')}</span>
      ) : reach.data ? (
        <span>{t('inbox.reach.text', reach.data)}</span>
      ) : (
        <span>{t('inbox.reach.counting')}</span>
      )}
    </div>
  );
}

/**
 * A new campaign: its texts per language, who receives it (products played lately,
 * countries, languages: each filter narrows), and when. The reach shows as it is typed.
 */
export function CampaignNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const zone = brandTimeZone();
  const { draft, setDraft, errors, shown, submit } = useDraftForm({
    initial: emptyDraft,
    check: (current: Draft) =>
      current.when === 'later' && !fromWallTime(current.sendAt, zone)
        ? { ok: false as const, errors: { send_at: t('inbox.form.send_at_invalid') } }
        : checkWith(inboxCampaignRequestSchema, requestOf(current, zone), {
            name: t('inbox.form.name'),
            'segment.played.days': t('inbox.form.days'),
            'segment.countries': t('inbox.form.countries'),
          }),
    onValid: ({ value }, form) =>
      create.mutate(value, {
        onSuccess: (campaign) => void navigate('/messages', { state: { created: campaign.name } }),
        onError: () => focusFirstInvalid(form),
      }),
    // A refused draft: the last refusal's messages no longer hold.
    onInvalid: () => create.reset(),
    serverErrors: serverFormErrors(create.error),
    saving: create.isPending,
  });
  const segment = useMemo(() => segmentOf(draft), [draft]);
  const zoneText = zone ? zoneName(zone, currentLanguage()) : '…';

  function set(change: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...change }));
  }

  function setText(language: Language, field: 'title' | 'body', value: string) {
    setDraft((current) => ({
      ...current,
      texts: { ...current.texts, [language]: { ...current.texts[language], [field]: value } },
    }));
  }

  const countriesError = Object.entries(shown).find(([key]) =>
    key.startsWith('segment.countries'),
  )?.[1];
  const textsError = Object.entries(shown).find(([key]) => key.startsWith('texts'))?.[1];

  return (
    <div className="page">
      <header className="page-header">
        <Link to="/messages">{t('inbox.form.back')}</Link>
        <h1>{t('inbox.form.title')}</h1>
      </header>
      <form className="form inbox-form" noValidate onSubmit={submit}>
        <FormNotices errors={errors} refusal={create.error} />
        <FormSection title={t('inbox.form.message')}>
          <InputField
            name="name"
            label={t('inbox.form.name')}
            value={draft.name}
            error={shown.name}
            onChange={(name) => set({ name })}
          />
          <FieldGroup
            id="inbox-texts"
            legend={t('inbox.form.texts')}
            hint={t('inbox.form.texts_hint')}
            error={textsError}
          >
            {LANGUAGES.map((language) => (
              <div key={language} className="inbox-form__language">
                <InputField
                  name={`texts.${language}.title`}
                  label={t('inbox.form.title_in', {
                    language: t(`inbox.language.${language}`),
                  })}
                  value={draft.texts[language].title}
                  error={shown[`texts.${language}.title`]}
                  onChange={(value) => setText(language, 'title', value)}
                />
                <Field
                  label={t('inbox.form.body_in', { language: t(`inbox.language.${language}`) })}
                  error={shown[`texts.${language}.body`]}
                >
                  {(control) => (
                    <textarea
                      {...control}
                      name={`texts.${language}.body`}
                      rows={3}
                      value={draft.texts[language].body}
                      onChange={(event) => setText(language, 'body', event.target.value)}
                    />
                  )}
                </Field>
              </div>
            ))}
          </FieldGroup>
        </FormSection>
        <FormSection title={t('inbox.form.segment')}>
          <fieldset className="inbox-form__choices">
            <legend>{t('inbox.form.played')}</legend>
            {PRODUCTS.map((product) => (
              <Checkbox
                key={product}
                label={t(`inbox.product.${product}`)}
                checked={draft.products.includes(product)}
                onChange={(on) => set({ products: toggled(draft.products, product, on) })}
              />
            ))}
          </fieldset>
          {draft.products.length > 0 && (
            <InputField
              name="segment.played.days"
              kind="whole"
              label={t('inbox.form.days')}
              value={draft.days}
              error={shown['segment.played.days']}
              onChange={(days) => set({ days })}
            />
          )}
          <InputField
            name="segment.countries"
            label={t('inbox.form.countries')}
            hint={t('inbox.form.countries_hint')}
            value={draft.countries}
            error={countriesError}
            onChange={(countries) => set({ countries })}
          />
          <fieldset className="inbox-form__choices">
            <legend>{t('inbox.form.languages')}</legend>
            {LANGUAGES.map((language) => (
              <Checkbox
                key={language}
                label={t(`inbox.language.${language}`)}
                checked={draft.languages.includes(language)}
                onChange={(on) => set({ languages: toggled(draft.languages, language, on) })}
              />
            ))}
          </fieldset>
          <fieldset className="inbox-form__choices">
            <legend>{t('inbox.form.tiers')}</legend>
            {MILES_TIERS.map((tier) => (
              <Checkbox
                key={tier}
                label={t(`inbox.tier.${tier}`)}
                checked={draft.tiers.includes(tier)}
                onChange={(on) => set({ tiers: toggled(draft.tiers, tier, on) })}
              />
            ))}
          </fieldset>
          <Reach segment={segment} />
        </FormSection>
        <FormSection title={t('inbox.form.when')}>
          <div className="inbox-form__choices" role="radiogroup">
            {(['now', 'later'] as const).map((when) => (
              <label key={when} className="check">
                <input
                  type="radio"
                  name="when"
                  checked={draft.when === when}
                  onChange={() => set({ when })}
                />
                <span>{t(when === 'now' ? 'inbox.form.send_now' : 'inbox.form.send_later')}</span>
              </label>
            ))}
          </div>
          {draft.when === 'later' && (
            <InputField
              name="send_at"
              type="datetime-local"
              label={t('inbox.form.send_at', { zone: zoneText })}
              value={draft.sendAt}
              error={shown.send_at}
              onChange={(sendAt) => set({ sendAt })}
            />
          )}
        </FormSection>
        <div className="form-actions">
          <Button type="submit" variant="primary" disabled={create.isPending}>
            {create.isPending ? t('inbox.form.submitting') : t('inbox.form.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
