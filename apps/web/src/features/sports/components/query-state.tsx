import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import '../sports-texts';

interface QueryStateProps {
  isPending: boolean;
  isError: boolean;
  retry: () => void;
  children: ReactNode;
}

/** Loading, failed with a retry, or the content. */
export function QueryState({ isPending, isError, retry, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <p className="sports-note" role="status">
        {t('sports.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <div className="sports-note" role="alert">
        <p>{t('sports.failed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('sports.retry')}
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}
