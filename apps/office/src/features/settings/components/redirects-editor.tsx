import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field } from '../../../components/ui/field';
import type { FieldErrors, RedirectDraft } from '../settings-draft';
import '../settings-texts';

// The contract's limit (routeRedirectsSchema).
const MAX_REDIRECTS = 100;

let added = 0;
function newRedirect(): RedirectDraft {
  added += 1;
  return { key: `new-${Date.now().toString(36)}-${added}`, from: '', to: '', external: false };
}

/** Moves the rule at `index` by `step` places: the order decides which rule wins. */
function moved(rules: RedirectDraft[], index: number, step: -1 | 1): RedirectDraft[] {
  const target = index + step;
  const rule = rules[index];
  const other = rules[target];
  if (!rule || !other) return rules;
  const next = [...rules];
  next[index] = other;
  next[target] = rule;
  return next;
}

/** The brand's route rules: from a site path, to another path or another site. */
export function RedirectsEditor({
  redirects,
  errors,
  onChange,
}: {
  redirects: RedirectDraft[];
  errors: FieldErrors;
  onChange: (redirects: RedirectDraft[]) => void;
}) {
  const { t } = useTranslation();

  function edit(index: number, patch: Partial<RedirectDraft>) {
    onChange(redirects.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  }

  return (
    <div className="popups">
      <p className="muted">{t('redirect.intro')}</p>
      {redirects.length === 0 && <p className="muted">{t('redirect.empty')}</p>}
      {redirects.map((rule, index) => {
        const error = (field: string) => errors[`redirects.${index}.${field}`];
        const name = t('redirect.number', { n: index + 1 });
        return (
          <fieldset key={rule.key} className="popup-card" data-testid="redirect">
            <legend>{rule.from.trim() || name}</legend>
            <div className="grid-2">
              <Field
                label={t('redirect.from')}
                error={error('from')}
                hint={t('redirect.from_hint')}
              >
                {(control) => (
                  <input
                    {...control}
                    name={`redirects.${index}.from`}
                    className="mono"
                    spellCheck={false}
                    autoCapitalize="off"
                    placeholder="/old-promos"
                    value={rule.from}
                    onChange={(event) => edit(index, { from: event.target.value })}
                  />
                )}
              </Field>
              <Field
                label={t('redirect.to')}
                error={error('to')}
                hint={t(rule.external ? 'redirect.to_hint_external' : 'redirect.to_hint')}
              >
                {(control) => (
                  <input
                    {...control}
                    name={`redirects.${index}.to`}
                    className="mono"
                    inputMode="url"
                    spellCheck={false}
                    autoCapitalize="off"
                    placeholder={rule.external ? 'https://example.com/' : '/promotions'}
                    value={rule.to}
                    onChange={(event) => edit(index, { to: event.target.value })}
                  />
                )}
              </Field>
            </div>
            <Checkbox
              label={t('redirect.external')}
              checked={rule.external}
              onChange={(external) => edit(index, { external })}
            />
            <div className="toolbar">
              <Button
                variant="ghost"
                disabled={index === 0}
                onClick={() => onChange(moved(redirects, index, -1))}
                aria-label={`${t('redirect.move_up')}: ${name}`}
              >
                ↑ {t('redirect.move_up')}
              </Button>
              <Button
                variant="ghost"
                disabled={index === redirects.length - 1}
                onClick={() => onChange(moved(redirects, index, 1))}
                aria-label={`${t('redirect.move_down')}: ${name}`}
              >
                ↓ {t('redirect.move_down')}
              </Button>
              <Button
                variant="danger"
                onClick={() => onChange(redirects.filter((_, i) => i !== index))}
                aria-label={`${t('common.remove')}: ${name}`}
              >
                {t('common.remove')}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        disabled={redirects.length >= MAX_REDIRECTS}
        onClick={() => onChange([...redirects, newRedirect()])}
      >
        {t('redirect.add')}
      </Button>
    </div>
  );
}
