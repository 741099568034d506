import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/notice';

/** Pages load on demand, so signing in downloads only the shell. */
export function page<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  return lazy(async () => {
    const component: ComponentType<P> = (await load())[name];
    return { default: component };
  });
}

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('app.loading')} />;
}

/** A spinner where a lazy page or panel is still loading. */
export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
