import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfiguration } from './start-up';

/** "<page> · <brand>", in the page's language. */
export function usePageTitle(key: string): void {
  const { t } = useTranslation();
  const name = useSiteConfiguration()?.name;
  const page = t(key);
  useEffect(() => {
    document.title = name ? `${page} · ${name}` : page;
  }, [page, name]);
}
