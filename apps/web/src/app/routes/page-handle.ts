import { useMatches } from 'react-router';
import type { Translations } from '../../lib/locales/en-us';

/** A page's title key under `pages.titles`. */
export type PageTitle = keyof Translations['pages']['titles'];

/** What a route tells its page through `handle`: which title it shows. */
export interface PageHandle {
  title: PageTitle;
}

function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

/** The title of the deepest matched route that names one. */
export function usePageHandle(): PageHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isPageHandle(handle)) return handle;
  }
  return null;
}
