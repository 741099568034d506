/** What the server wrote into this host's page: the site's public key and hash. */
export interface PageMeta {
  apiKey: string;
  siteHash: string;
}

function meta(name: string): string {
  const content = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  // An unreplaced placeholder means the page was not served by the API (e.g. a dev server).
  return content.startsWith('__TRIBUNA_') ? '' : content;
}

let cached: PageMeta | null = null;

export function pageMeta(): PageMeta {
  cached ??= { apiKey: meta('tribuna:api-key'), siteHash: meta('tribuna:site-hash') };
  return cached;
}
