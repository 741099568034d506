/** The spec's site-loading flag turns false this long after configuration and user. */
export const SITE_LOADING_DELAY_MS = 1000;

let scheduled = false;

/** Hides the overlay painted by index.html, once. */
export function hideSiteLoading(delay: number = SITE_LOADING_DELAY_MS): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    const overlay = document.getElementById('site-loading');
    if (!overlay) return;
    overlay.setAttribute('data-hidden', '');
    overlay.setAttribute('aria-busy', 'false');
    setTimeout(() => overlay.remove(), 300);
  }, delay);
}
