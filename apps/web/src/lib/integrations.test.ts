import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsCode,
  resetIntegrations,
  startIntegrations,
  supportChatKey,
  trackPageView,
} from './integrations';

function settings(options: { analytics?: boolean; code?: string | null; zoho?: string | null }) {
  return {
    trackers: { analytics: { enabled: options.analytics ?? false, code: options.code ?? null } },
    enabled_modules: { customer_support: { zoho: { key: options.zoho ?? null } } },
  };
}

function scriptSources(): string[] {
  return [...document.querySelectorAll('script')].map((script) => script.getAttribute('src') ?? '');
}

/** The data layer's entries as plain arrays (gtag pushes `arguments` objects). */
function dataLayer(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

describe('integrations', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    resetIntegrations();
    vi.useRealTimers();
  });

  it('reads the switches from the configuration', () => {
    expect(analyticsCode(settings({ analytics: true, code: 'G-1' }))).toBe('G-1');
    expect(analyticsCode(settings({ analytics: false, code: 'G-1' }))).toBeNull();
    expect(analyticsCode(settings({ analytics: true, code: '  ' }))).toBeNull();
    expect(supportChatKey(settings({ zoho: 'abc' }))).toBe('abc');
    expect(supportChatKey(settings({ zoho: '' }))).toBeNull();
  });

  it('loads analytics 500 ms after the configuration, set up by our code', async () => {
    startIntegrations(settings({ analytics: true, code: 'G-TEST1' }));
    await vi.advanceTimersByTimeAsync(499);
    expect(window.gtag).toBeUndefined();
    expect(scriptSources().some((src) => src.includes('googletagmanager'))).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(scriptSources()).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST1');
    expect(dataLayer().map((entry) => entry[0])).toEqual(['js', 'config']);
    expect(dataLayer()[1]).toEqual(['config', 'G-TEST1']);
    // Entries are `arguments` objects, which gtag.js requires.
    expect(Array.isArray(window.dataLayer?.[1])).toBe(false);
  });

  it('sends a page_view per in-app navigation, not for the first page or the same path', async () => {
    trackPageView('/poker');
    expect(window.dataLayer).toBeUndefined();
    startIntegrations(settings({ analytics: true, code: 'G-TEST1' }));
    await vi.advanceTimersByTimeAsync(500);
    trackPageView(window.location.pathname + window.location.search);
    trackPageView('/poker');
    trackPageView('/poker');
    trackPageView('/bingo');
    const views = dataLayer().filter((entry) => entry[1] === 'page_view');
    expect(views.map((entry) => (entry[2] as { page_path: string }).page_path)).toEqual([
      '/poker',
      '/bingo',
    ]);
  });

  it('never loads analytics when disabled or without a code', async () => {
    startIntegrations(settings({ analytics: false, code: 'G-TEST1' }));
    resetIntegrations();
    startIntegrations(settings({ analytics: true, code: null }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(window.dataLayer).toBeUndefined();
    expect(scriptSources()).toEqual([]);
  });

  it('sets up and loads the Zoho chat only with a key', () => {
    startIntegrations(settings({ zoho: 'siq-key' }));
    expect(window.$zoho?.salesiq?.widgetcode).toBe('siq-key');
    expect(window.$zoho?.salesiq?.values).toEqual({});
    expect(scriptSources()).toEqual(['https://salesiq.zohopublic.com/widget?wc=siq-key']);
    resetIntegrations();
    startIntegrations(settings({}));
    expect(window.$zoho).toBeUndefined();
    expect(scriptSources()).toEqual([]);
  });

  it('starts once per page', () => {
    startIntegrations(settings({ zoho: 'first' }));
    startIntegrations(settings({ zoho: 'second' }));
    expect(window.$zoho?.salesiq?.widgetcode).toBe('first');
    expect(scriptSources()).toHaveLength(1);
  });

  it('a script that fails to load is only marked; nothing is thrown', () => {
    startIntegrations(settings({ zoho: 'siq-key' }));
    const script = document.getElementById('zsiqscript');
    expect(() => script?.dispatchEvent(new Event('error'))).not.toThrow();
    expect(script?.dataset.failed).toBe('true');
  });
});
