import type { Configurations } from '@tribuna/contracts/configurations';

/**
 * Third-party scripts a brand may turn on (product.md item 14): Google Analytics and
 * the Zoho SalesIQ chat. Both are set up by this module's code (the CSP allows no
 * inline script) and neither may break the page when its script cannot load.
 */

/** Spec: analytics are set up 500 ms after the configuration. */
export const ANALYTICS_DELAY_MS = 500;
export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';
export const ZOHO_URL = 'https://salesiq.zohopublic.com/widget';

interface ZohoSalesIq {
  widgetcode: string;
  values: Record<string, unknown>;
  ready: () => void;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    $zoho?: { salesiq?: ZohoSalesIq };
  }
}

type IntegrationSettings = Pick<Configurations, 'trackers' | 'enabled_modules'>;

/** The analytics code to load, or null when the brand has them off or has no code. */
export function analyticsCode(configuration: IntegrationSettings): string | null {
  const analytics = configuration.trackers.analytics;
  const code = analytics.code?.trim();
  return analytics.enabled && code ? code : null;
}

/** The chat's widget key, or null without one. */
export function supportChatKey(configuration: IntegrationSettings): string | null {
  return configuration.enabled_modules.customer_support.zoho.key?.trim() || null;
}

/** Adds an async script; a failed load is only marked (the browser logs the request). */
function addScript(src: string, id: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  // Handled, so a blocked or offline script raises nothing: the page goes on without it.
  script.onerror = () => {
    script.dataset.failed = 'true';
  };
  document.head.append(script);
}

let analyticsStarted = false;
let lastTrackedPath: string | null = null;

/** gtag.js reads `arguments` objects from the data layer, not arrays: as Google's snippet. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

function startAnalytics(code: string): void {
  if (analyticsStarted) return;
  analyticsStarted = true;
  window.dataLayer ??= [];
  window.gtag = gtag;
  gtag('js', new Date());
  // The config call sends the first page's page_view; later ones come from navigations.
  gtag('config', code);
  lastTrackedPath = currentPath();
  addScript(`${GTAG_URL}?id=${encodeURIComponent(code)}`, 'tribuna-gtag');
}

function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/** A page_view for an in-app navigation (nothing when analytics are off or the path is the same). */
export function trackPageView(path: string = currentPath()): void {
  if (!analyticsStarted || path === lastTrackedPath) return;
  lastTrackedPath = path;
  gtag('event', 'page_view', {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}

function startSupportChat(key: string): void {
  if (window.$zoho?.salesiq) return;
  // What Zoho's snippet sets up before its script runs.
  window.$zoho = {
    ...window.$zoho,
    salesiq: { widgetcode: key, values: {}, ready() {} },
  };
  addScript(`${ZOHO_URL}?wc=${encodeURIComponent(key)}`, 'zsiqscript');
}

let started = false;

/** Once per page, after the first configuration: the chat now, analytics 500 ms later. */
export function startIntegrations(configuration: IntegrationSettings): void {
  if (started) return;
  started = true;
  const key = supportChatKey(configuration);
  if (key) startSupportChat(key);
  const code = analyticsCode(configuration);
  if (code) setTimeout(() => startAnalytics(code), ANALYTICS_DELAY_MS);
}

/** For tests: forget what was started. */
export function resetIntegrations(): void {
  started = false;
  analyticsStarted = false;
  lastTrackedPath = null;
  delete window.dataLayer;
  delete window.gtag;
  delete window.$zoho;
  document.getElementById('tribuna-gtag')?.remove();
  document.getElementById('zsiqscript')?.remove();
}
