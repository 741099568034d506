import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '@tribuna/contracts/site-settings';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { fromDraft, toDraft } from './settings-draft';
import { demoSettings } from './settings-fixture';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
});

function saved(settings: SiteSettings): SiteSettings {
  const result = fromDraft(toDraft(settings));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.settings;
}

describe('settings draft', () => {
  it('round-trips the stored settings unchanged', () => {
    expect(saved(demoSettings)).toEqual(demoSettings);
    const withExtras: SiteSettings = {
      ...demoSettings,
      whatsapp_number: '+54 11 5555 0000',
      sports_url: 'https://sports.example.com',
      enabled_modules: { customer_support: { zoho: { key: 'zoho-key' } } },
      trackers: { analytics: { enabled: true, code: 'G-123' } },
      popups: [
        {
          id: 'p1',
          kind: 'promo',
          enabled: true,
          audience: 'guests',
          title: 'Hi',
          body: 'Welcome',
          image_url: '/brands/x.png',
          link_url: null,
        },
      ],
    };
    expect(saved(withExtras)).toEqual(withExtras);
  });

  it('round-trips route rules in their order, without the editing keys', () => {
    const redirects = [
      { from: '/old-promos', to: '/promotions?type=bonus', external: false },
      { from: '/partner/**', to: 'https://example.com/', external: true },
    ];
    const draft = toDraft({ ...demoSettings, redirects });
    expect(draft.redirects.map((rule) => rule.key)).toEqual(['rule-0', 'rule-1']);
    // The same settings give the same draft (the form compares drafts to see changes).
    expect(toDraft({ ...demoSettings, redirects })).toEqual(draft);
    draft.redirects = [draft.redirects[1]!, draft.redirects[0]!];
    draft.redirects[1]!.from = '  /old-promos  ';
    const result = fromDraft(draft);
    expect(result.ok && result.settings.redirects).toEqual([redirects[1], redirects[0]]);
  });

  it('puts route rule messages on the rule and field they belong to', () => {
    const draft = toDraft(demoSettings);
    draft.redirects = [
      { key: 'a', from: 'old', to: '/promotions', external: false },
      { key: 'b', from: '/partner', to: 'javascript:alert(1)', external: true },
      { key: 'c', from: '/same', to: '/same/', external: false },
      { key: 'd', from: '/x', to: '//evil.example', external: false },
      { key: 'e', from: '/partner', to: '/promotions', external: false },
      { key: 'f', from: '/y', to: '', external: false },
    ];
    const result = fromDraft(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'redirects.0.from': 'The from path field is invalid.',
      'redirects.1.to': 'Invalid URL',
      'redirects.2.to': 'A rule cannot send a path to itself.',
      'redirects.3.to': 'The to field is invalid.',
      'redirects.4.from': 'Another rule already starts from this path.',
      'redirects.5.to': 'The to field is required.',
    });
  });

  it('shows limits in major units and stores them in minor units', () => {
    const draft = toDraft(demoSettings);
    expect(draft.limits.min_deposit).toBe('1000.00');
    draft.limits.min_deposit = '12.34';
    draft.limits.max_daily_withdrawal = '250,000';
    const result = fromDraft(draft);
    expect(result.ok && result.settings.limits).toEqual({
      min_deposit: 1234,
      min_withdrawal: 200_000,
      max_daily_withdrawal: 25_000_000,
    });
    // Chilean pesos have no minor unit: a fraction is refused.
    const clp = { ...toDraft({ ...demoSettings, currency: 'CLP' }) };
    expect(clp.limits.min_deposit).toBe('100000');
    clp.limits.min_deposit = '10.5';
    expect(fromDraft(clp)).toEqual({
      ok: false,
      errors: { 'limits.min_deposit': 'Enter the amount in this format: 1,500.' },
    });
  });

  it("shows and reads limits in the staff member's format", async () => {
    await changeLanguage('es_ES');
    try {
      const draft = toDraft(demoSettings);
      expect(draft.limits.min_deposit).toBe('1000,00');
      draft.limits.min_deposit = '12,34';
      draft.limits.max_daily_withdrawal = '250.000';
      const result = fromDraft(draft);
      expect(result.ok && result.settings.limits).toEqual({
        min_deposit: 1234,
        min_withdrawal: 200_000,
        max_daily_withdrawal: 25_000_000,
      });
      draft.limits.min_deposit = '12.34';
      expect(fromDraft(draft)).toEqual({
        ok: false,
        errors: { 'limits.min_deposit': 'Escribe el monto en este formato: 1.500,50.' },
      });
    } finally {
      await changeLanguage('en_US');
    }
  });

  it('turns empty optional fields into none', () => {
    const draft = toDraft({ ...demoSettings, whatsapp_number: '+5491100000000' });
    draft.whatsapp_number = '  ';
    const result = fromDraft(draft);
    expect(result.ok && result.settings.whatsapp_number).toBeNull();
  });

  it('refuses what the API would refuse, with messages on the fields', () => {
    const draft = toDraft(demoSettings);
    draft.colors = { ...draft.colors, primary: 'red' };
    draft.name = ' ';
    draft.languages = ['en_US'];
    draft.pam_type = 'two';
    draft.sports_url = 'ftp://x';
    draft.payment_hours = { from: '25:00', to: '03:30' };
    const result = fromDraft(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'The brand name field is required.',
      'colors.primary': 'The primary colour field is invalid.',
      language: 'The default language field is invalid.',
      pam_type: 'The pam type field is invalid.',
      sports_url: 'The sportsbook URL must be a full https:// address.',
      'payment_hours.from': 'The payments open at field is invalid.',
    });
  });
});
