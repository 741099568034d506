import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfiguration } from './start-up';

/**
 * "<page> · <brand>", in the page's language; `named`, once known, names the page instead
 * (an event's page: its match).
 */
export function usePageTitle(key: string, named?: string | null): void {
  const { t } = useTranslation();
  const name = useSiteConfiguration()?.name;
  const page = named ?? t(key);
  useEffect(() => {
    document.title = name ? `${page} · ${name}` : page;
  }, [page, name]);
}
