import { useTranslation } from 'react-i18next';
import { POPUP_KINDS } from '@tribuna/contracts/site-settings';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field } from '../../../components/ui/field';
import type { FieldErrors, PopupDraft } from '../settings-draft';
import '../settings-texts';

const AUDIENCES = ['all', 'guests', 'players'] as const;
const MAX_POPUPS = 20;

function newPopup(): PopupDraft {
  const id =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `popup-${Date.now().toString(36)}`;
  return {
    id,
    kind: 'generic',
    enabled: true,
    audience: 'all',
    title: '',
    body: '',
    image_url: '',
    link_url: '',
  };
}

export function PopupsEditor({
  popups,
  errors,
  onChange,
}: {
  popups: PopupDraft[];
  errors: FieldErrors;
  onChange: (popups: PopupDraft[]) => void;
}) {
  const { t } = useTranslation();

  function edit(index: number, patch: Partial<PopupDraft>) {
    onChange(popups.map((popup, i) => (i === index ? { ...popup, ...patch } : popup)));
  }

  return (
    <div className="popups">
      {popups.length === 0 && <p className="muted">{t('popup.empty')}</p>}
      {popups.map((popup, index) => {
        const error = (field: string) => errors[`popups.${index}.${field}`];
        return (
          <fieldset key={popup.id} className="popup-card">
            <legend>{popup.title || t('popup.number', { n: index + 1 })}</legend>
            <div className="grid-2">
              <Field label={t('popup.title')} error={error('title')}>
                {(control) => (
                  <input
                    {...control}
                    value={popup.title}
                    onChange={(event) => edit(index, { title: event.target.value })}
                  />
                )}
              </Field>
              <Field label={t('popup.kind')} error={error('kind')}>
                {(control) => (
                  <select
                    {...control}
                    value={popup.kind}
                    onChange={(event) =>
                      edit(index, { kind: event.target.value as PopupDraft['kind'] })
                    }
                  >
                    {POPUP_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`popup.kind.${kind}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('popup.audience')} error={error('audience')}>
                {(control) => (
                  <select
                    {...control}
                    value={popup.audience}
                    onChange={(event) =>
                      edit(index, { audience: event.target.value as PopupDraft['audience'] })
                    }
                  >
                    {AUDIENCES.map((audience) => (
                      <option key={audience} value={audience}>
                        {t(`popup.audience.${audience}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <div className="field field-inline">
                <Checkbox
                  label={t('popup.enabled')}
                  checked={popup.enabled}
                  onChange={(enabled) => edit(index, { enabled })}
                />
              </div>
            </div>
            <Field label={t('popup.body')} error={error('body')}>
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  value={popup.body}
                  onChange={(event) => edit(index, { body: event.target.value })}
                />
              )}
            </Field>
            <div className="grid-2">
              <Field label={t('popup.image_url')} error={error('image_url')}>
                {(control) => (
                  <input
                    {...control}
                    inputMode="url"
                    value={popup.image_url}
                    onChange={(event) => edit(index, { image_url: event.target.value })}
                  />
                )}
              </Field>
              <Field label={t('popup.link_url')} error={error('link_url')}>
                {(control) => (
                  <input
                    {...control}
                    inputMode="url"
                    value={popup.link_url}
                    onChange={(event) => edit(index, { link_url: event.target.value })}
                  />
                )}
              </Field>
            </div>
            <Button
              variant="danger"
              onClick={() => onChange(popups.filter((_, i) => i !== index))}
              aria-label={`${t('common.remove')}: ${popup.title || t('popup.number', { n: index + 1 })}`}
            >
              {t('common.remove')}
            </Button>
          </fieldset>
        );
      })}
      <Button
        disabled={popups.length >= MAX_POPUPS}
        onClick={() => onChange([...popups, newPopup()])}
      >
        {t('popup.add')}
      </Button>
    </div>
  );
}
