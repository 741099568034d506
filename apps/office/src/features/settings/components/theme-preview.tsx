import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsDraft } from '../settings-draft';
import '../settings-texts';

const HEX = /^#[0-9a-fA-F]{6}$/;

function colour(value: string, fallback: string): string {
  return HEX.test(value) ? value : fallback;
}

/** Black or white, whichever reads better on the given colour (WCAG luminance). */
export function readableOn(hex: string): '#000000' | '#ffffff' {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** A miniature of the player site in the draft's colours, updated on every keystroke. */
export function ThemePreview({ draft }: { draft: SettingsDraft }) {
  const { t } = useTranslation();
  const primary = colour(draft.colors.primary, '#22c55e');
  const secondary = colour(draft.colors.secondary, '#0ea5e9');
  const style = {
    '--pv-primary': primary,
    '--pv-on-primary': readableOn(primary),
    '--pv-secondary': secondary,
    '--pv-on-secondary': readableOn(secondary),
    '--pv-background': colour(draft.colors.background, '#0b1220'),
    '--pv-surface': colour(draft.colors.surface, '#131c2e'),
    '--pv-text': colour(draft.colors.text, '#e5e7eb'),
  } as CSSProperties;
  const logo = draft.logos.header[draft.theme];
  const products = draft.products.slice(0, 4);

  return (
    <section className="preview-pane" aria-labelledby="preview-title">
      <h2 id="preview-title" className="section-title">
        {t('settings.preview')}
      </h2>
      <div
        className={`preview preview-${draft.theme} preview-${draft.layout.header}`}
        style={style}
        data-testid="theme-preview"
        aria-hidden="true"
      >
        {draft.maintenance.enabled && (
          <div className="preview-banner">{t('settings.preview.maintenance')}</div>
        )}
        <div className="preview-header">
          <span className="preview-logo">
            {logo ? <img src={logo} alt="" /> : <strong>{draft.name}</strong>}
          </span>
          <span className="preview-actions">
            <span className="preview-btn preview-btn-outline">{t('settings.preview.login')}</span>
            <span className="preview-btn preview-btn-primary">
              {t('settings.preview.register')}
            </span>
          </span>
        </div>
        <div className="preview-tabs">
          {products.map((product) => (
            <span key={product} className="preview-tab">
              {t(`product.${product}`)}
            </span>
          ))}
        </div>
        <div className="preview-body">
          <div className="preview-card">
            <span className="preview-chip">{draft.currency}</span>
            <h3>{t('settings.preview.card_title')}</h3>
            <p>{t('settings.preview.card_body')}</p>
            <span className="preview-btn preview-btn-primary">{t('settings.preview.play')}</span>
          </div>
          <div className="preview-card">
            <span className="preview-odds">
              <span>1 · 1.85</span>
              <span>X · 3.40</span>
              <span>2 · 4.10</span>
            </span>
            <span className="preview-btn preview-btn-secondary">{t('product.sports')}</span>
          </div>
        </div>
      </div>
    </section>
  );
}
