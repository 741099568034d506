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
import { FormNotices } from '../../../components/ui/form-notices';
import { Notice } from '../../../components/ui/notice';
import { checkWith, focusFirstInvalid, serverFormErrors } from '../../../lib/form-errors';
import { useDraftForm } from '../../../lib/use-draft-form';
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
  const save = useSaveItem();
  const campaigns = useStoreCampaigns();

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
  const { draft, setDraft, errors, shown, submit } = useDraftForm({
    initial: (): ItemDraft => draftOf(item),
    check: (current: ItemDraft) =>
      checkWith(officeStoreItemRequestSchema, requestOf(current), labels),
    onValid: ({ value }, form) =>
      save.mutate(
        { id: item?.id ?? null, request: value },
        { onSuccess: (saved) => onSaved(saved), onError: () => focusFirstInvalid(form) },
      ),
    // A refused draft: the last refusal no longer holds.
    onInvalid: () => save.reset(),
    serverErrors: serverFormErrors(save.error),
    saving: save.isPending,
  });
  const set = (change: Partial<ItemDraft>) => setDraft((d) => ({ ...d, ...change }));
  const kind = draft.kind;
  const matching =
    kind === 'physical'
      ? []
      : (campaigns.data ?? []).filter((c) => c.kind === STORE_CAMPAIGN_KIND[kind]);

  return (
    <Dialog open title={item ? t('store.editor.edit') : t('store.editor.new')} onClose={onClose}>
      <form className="grid-form store-item-form" onSubmit={submit} noValidate>
        <FormNotices errors={errors} refusal={save.error} />
        <SelectField
          name="kind"
          label={labels.kind ?? ''}
          value={draft.kind}
          options={STORE_ITEM_KINDS.map((kind) => ({
            value: kind,
            label: t(`store.kind.${kind}`),
          }))}
          error={shown.kind}
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
            error={shown.campaign_id}
            onChange={(campaignId) => set({ campaignId })}
          />
        )}
        <FormSection title={t('store.texts')}>
          {shown.translations && <Notice tone="error">{shown.translations}</Notice>}
          {LANGUAGES.map((language) => (
            <div key={language} className="store-item-form__language">
              <InputField
                name={`translations.${language}.name`}
                label={t('store.field.name', { language: t(`lang.${language}`) })}
                value={draft.texts[language].name}
                error={shown[`translations.${language}.name`]}
                onChange={(name) =>
                  set({ texts: { ...draft.texts, [language]: { ...draft.texts[language], name } } })
                }
              />
              <InputField
                name={`translations.${language}.description`}
                label={t('store.field.description', { language: t(`lang.${language}`) })}
                value={draft.texts[language].description}
                error={shown[`translations.${language}.description`]}
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
            error={shown.image_url}
            onChange={(imageUrl) => set({ imageUrl })}
          />
          <InputField
            name="price"
            kind="whole"
            label={labels.price ?? ''}
            value={draft.price}
            error={shown.price}
            onChange={(price) => set({ price })}
          />
          <InputField
            name="stock"
            kind="whole"
            label={labels.stock ?? ''}
            value={draft.stock}
            error={shown.stock}
            onChange={(stock) => set({ stock })}
          />
          <InputField
            name="limit_count"
            kind="whole"
            label={labels.limit_count ?? ''}
            value={draft.limitCount}
            error={shown.limit_count}
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
            error={shown.position}
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
