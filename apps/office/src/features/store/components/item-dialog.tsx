import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@tribuna/contracts/languages';
import {
  STORE_CAMPAIGN_KIND,
  STORE_ITEM_KINDS,
  STORE_LIMIT_PERIODS,
  officeStoreItemRequestSchema,
  type OfficeStoreItem,
} from '@tribuna/contracts/store';
import { Checkbox } from '../../../components/ui/field';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { FormSection } from '../../../components/ui/form-section';
import { InputField, SelectField } from '../../../components/ui/form-fields';
import { Notice } from '../../../components/ui/notice';
import {
  focusFirstInvalid,
  issuesToFormErrors,
  serverFormErrors,
  type FormErrors,
} from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { useStoreCampaigns } from '../api/get-campaigns';
import { useSaveItem } from '../api/save-item';
import { draftOf, requestOf, type ItemDraft } from '../item-draft';

/** Creates an item (`item` null) or edits one, checked with the API's own schema first. */
export function ItemDialog({
  item,
  onClose,
  onSaved,
}: {
  item: OfficeStoreItem | null;
  onClose: () => void;
  onSaved: (saved: OfficeStoreItem) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ItemDraft>(() => draftOf(item));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveItem();
  const campaigns = useStoreCampaigns();
  const set = (change: Partial<ItemDraft>) => setDraft((d) => ({ ...d, ...change }));

  const labels: Record<string, string> = {
    kind: t('store.field.kind'),
    campaign_id: t('store.field.campaign'),
    image_url: t('store.field.image_url'),
    price: t('store.field.price'),
    stock: t('store.field.stock'),
    limit_count: t('store.field.limit_count'),
    position: t('store.field.position'),
    translations: t('store.texts'),
  };
  const kind = draft.kind;
  const matching =
    kind === 'physical'
      ? []
      : (campaigns.data ?? []).filter((c) => c.kind === STORE_CAMPAIGN_KIND[kind]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setFailure(null);
    const checked = officeStoreItemRequestSchema.safeParse(requestOf(draft));
    if (!checked.success) {
      setErrors(issuesToFormErrors(checked.error.issues, labels));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    try {
      onSaved(await save.mutateAsync({ id: item?.id ?? null, request: checked.data }));
    } catch (error) {
      const fields = serverFormErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error));
      focusFirstInvalid(form);
    }
  }

  return (
    <Dialog open title={item ? t('store.editor.edit') : t('store.editor.new')} onClose={onClose}>
      <form className="grid-form store-item-form" onSubmit={(e) => void submit(e)} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        <SelectField
          name="kind"
          label={labels.kind ?? ''}
          value={draft.kind}
          options={STORE_ITEM_KINDS.map((kind) => ({
            value: kind,
            label: t(`store.kind.${kind}`),
          }))}
          error={errors.kind}
          onChange={(kind) => set({ kind, campaignId: '' })}
        />
        {draft.kind !== 'physical' && (
          <SelectField
            name="campaign_id"
            label={labels.campaign_id ?? ''}
            value={draft.campaignId}
            options={[
              { value: '', label: t('store.field.campaign_none') },
              ...matching.map((c) => ({ value: c.id, label: c.name })),
            ]}
            error={errors.campaign_id}
            onChange={(campaignId) => set({ campaignId })}
          />
        )}
        <FormSection title={t('store.texts')}>
          {errors.translations && <Notice tone="error">{errors.translations}</Notice>}
          {LANGUAGES.map((language) => (
            <div key={language} className="store-item-form__language">
              <InputField
                name={`translations.${language}.name`}
                label={t('store.field.name', { language: t(`lang.${language}`) })}
                value={draft.texts[language].name}
                error={errors[`translations.${language}.name`]}
                onChange={(name) =>
                  set({ texts: { ...draft.texts, [language]: { ...draft.texts[language], name } } })
                }
              />
              <InputField
                name={`translations.${language}.description`}
                label={t('store.field.description', { language: t(`lang.${language}`) })}
                value={draft.texts[language].description}
                error={errors[`translations.${language}.description`]}
                onChange={(description) =>
                  set({
                    texts: {
                      ...draft.texts,
                      [language]: { ...draft.texts[language], description },
                    },
                  })
                }
              />
            </div>
          ))}
        </FormSection>
        <FormSection title={t('store.terms')}>
          <InputField
            name="image_url"
            label={labels.image_url ?? ''}
            value={draft.imageUrl}
            error={errors.image_url}
            onChange={(imageUrl) => set({ imageUrl })}
          />
          <InputField
            name="price"
            kind="whole"
            label={labels.price ?? ''}
            value={draft.price}
            error={errors.price}
            onChange={(price) => set({ price })}
          />
          <InputField
            name="stock"
            kind="whole"
            label={labels.stock ?? ''}
            value={draft.stock}
            error={errors.stock}
            onChange={(stock) => set({ stock })}
          />
          <InputField
            name="limit_count"
            kind="whole"
            label={labels.limit_count ?? ''}
            value={draft.limitCount}
            error={errors.limit_count}
            onChange={(limitCount) => set({ limitCount })}
          />
          <SelectField
            name="limit_period"
            label={t('store.field.limit_period')}
            value={draft.limitPeriod}
            options={STORE_LIMIT_PERIODS.map((period) => ({
              value: period,
              label: t(`store.field.limit_period.${period}`),
            }))}
            onChange={(limitPeriod) => set({ limitPeriod })}
          />
          <InputField
            name="position"
            kind="whole"
            label={labels.position ?? ''}
            value={draft.position}
            error={errors.position}
            onChange={(position) => set({ position })}
          />
          <Checkbox
            label={t('store.field.active')}
            checked={draft.active}
            onChange={(active) => set({ active })}
          />
        </FormSection>
        <FormActions pending={save.isPending} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
