/**
 * How a game's frame is held apart from the site (ADR 0038).
 *
 * A provider's page is someone else's code: it gets a sandbox without
 * `allow-same-origin`, so it runs in an opaque origin. Even served from the brand's own
 * host (the demo partner is), it cannot reach the site's document, storage or cookies,
 * nor lift its own sandbox. What it may still do: run its scripts, post its forms, play
 * with the pointer locked, and open its rules in a new tab that is not sandboxed.
 *
 * The house's own pages (`/games/house/…` on the site's origin) are our build, as
 * trusted as the site, and need their origin (module scripts, the house API, the live
 * channel and the tab's storage are all same-origin for them). A sandbox that kept
 * `allow-same-origin` there would separate nothing (a same-origin page can remove its
 * frame's sandbox) and Chromium warns about it, so they get none.
 */
export const PROVIDER_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-pointer-lock';

const HOUSE_PAGES = '/games/house/';

/** The sandbox of a launch URL's frame; undefined for the house's own pages. */
export function frameSandbox(launchUrl: string, siteOrigin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(launchUrl, siteOrigin);
  } catch {
    return PROVIDER_SANDBOX;
  }
  const ours = url.origin === siteOrigin && url.pathname.startsWith(HOUSE_PAGES);
  return ours ? undefined : PROVIDER_SANDBOX;
}
