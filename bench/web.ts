// The player site as a visitor on a phone gets it, in Debian's Chromium:
//   (d) the JavaScript downloaded for the first page, as sent (gzipped), per demo brand;
//   (e) time to interactive of /login under Lighthouse's mobile throttling, applied
//       through the DevTools protocol (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up,
//       CPU slowed 4×), as Lighthouse's "devtools" throttling mode does.
// Needs the built site (`npm run build`); the server is the one `bench/run.ts` started.
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { percentile } from './lib';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's mobile defaults (constants.throttling.mobileSlow4G). */
const MOBILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1638.4 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
const PHONE_VIEWPORT = { width: 412, height: 823 };
/** Lighthouse's TTI: the first 5 s window after FCP with no long task and ≤ 2 requests in flight. */
const QUIET_MS = 5000;
const TTI_RUNS = 5;
export const FIRST_PAGE_JS_TARGET_KB = 170;

export interface Brand {
  name: string;
  host: string;
}

export interface FirstPageJs {
  brand: string;
  path: string;
  files: number;
  gzippedKb: number;
  rawKb: number;
}

export interface Tti {
  runs: number[];
  formReady: number[];
  fcp: number[];
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Every script a first visit loads, until the page is settled: bytes on the wire
 * (the server sends the precompressed copies) and their decoded size.
 */
export async function firstPageJs(
  browser: Browser,
  brand: Brand,
  port: number,
): Promise<FirstPageJs> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, { encoded: number; decoded: number }>();
  const types = new Map<string, string>();
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
  });
  cdp.on('Network.dataReceived', (event) => {
    const entry = scripts.get(event.requestId) ?? { encoded: 0, decoded: 0 };
    entry.decoded += event.dataLength;
    scripts.set(event.requestId, entry);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = scripts.get(event.requestId) ?? { encoded: 0, decoded: 0 };
    entry.encoded = event.encodedDataLength;
    scripts.set(event.requestId, entry);
  });
  const response = await page.goto(`http://${brand.host}:${port}/`, { waitUntil: 'networkidle' });
  const path = new URL(page.url()).pathname;
  if (!response?.ok())
    throw new Error(`${brand.name}: the first page answered ${response?.status()}`);
  await context.close();
  let encoded = 0;
  let decoded = 0;
  let files = 0;
  for (const [id, sizes] of scripts) {
    if (types.get(id) !== 'Script') continue;
    files += 1;
    encoded += sizes.encoded;
    decoded += sizes.decoded;
  }
  return {
    brand: brand.name,
    path,
    files,
    gzippedKb: encoded / 1024,
    rawKb: decoded / 1024,
  };
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.latencyMs,
    downloadThroughput: MOBILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
}

/** Long tasks and paint timings, recorded by the page from its first script on. */
const OBSERVE = `
  window.__bench = { longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.startTime + e.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

interface PageTimings {
  longTasks: [number, number][];
  fcp: number;
  domContentLoaded: number;
}

async function timings(page: Page): Promise<PageTimings> {
  return page.evaluate(() => {
    const w = window as unknown as { __bench: { longTasks: [number, number][] } };
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const nav = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    return {
      longTasks: w.__bench.longTasks,
      fcp: paint?.startTime ?? 0,
      domContentLoaded: nav?.domContentLoadedEventEnd ?? 0,
    };
  });
}

/** One cold load of `url`: TTI as Lighthouse defines it, and when the login form takes input. */
async function oneTti(
  browser: Browser,
  url: string,
): Promise<{ tti: number; formReady: number; fcp: number }> {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  await page.addInitScript(OBSERVE);
  let inFlight = 0;
  let lastBusy = 0;
  cdp.on('Network.requestWillBeSent', () => {
    inFlight += 1;
  });
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight > 2) lastBusy = performance.now();
  };
  cdp.on('Network.loadingFinished', settle);
  cdp.on('Network.loadingFailed', settle);

  const began = performance.now();
  await page.goto(url, { waitUntil: 'commit' });
  // The form takes input once the loading overlay is gone and the field is enabled.
  await page
    .locator('input[autocomplete="username"]')
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(
    () => !document.querySelector('#site-loading:not([data-hidden])'),
    null,
    { timeout: 60_000 },
  );
  const formReady = performance.now() - began;

  // Wait for a quiet window: no long task and at most two requests in flight for 5 s.
  const deadline = began + 60_000;
  for (;;) {
    await page.waitForTimeout(500);
    const { longTasks } = await timings(page);
    const lastTaskEnd = longTasks.reduce((end, [, taskEnd]) => Math.max(end, taskEnd), 0);
    const sinceNavigation = performance.now() - began;
    const quietSince = Math.max(lastTaskEnd, lastBusy - began);
    if (sinceNavigation - quietSince >= QUIET_MS || performance.now() > deadline) break;
  }
  const t = await timings(page);
  const lastTaskEnd = t.longTasks.reduce((end, [, taskEnd]) => Math.max(end, taskEnd), 0);
  await context.close();
  return { tti: Math.max(t.fcp, t.domContentLoaded, lastTaskEnd), formReady, fcp: t.fcp };
}

export async function loginTti(browser: Browser, brand: Brand, port: number): Promise<Tti> {
  const url = `http://${brand.host}:${port}/login`;
  await oneTti(browser, url); // warm the server's caches, not the browser's (a new context each run)
  const result: Tti = { runs: [], formReady: [], fcp: [] };
  for (let i = 0; i < TTI_RUNS; i += 1) {
    const run = await oneTti(browser, url);
    result.runs.push(run.tti);
    result.formReady.push(run.formReady);
    result.fcp.push(run.fcp);
  }
  return result;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}
