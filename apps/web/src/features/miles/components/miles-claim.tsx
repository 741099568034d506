import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MilesSummary } from '@tribuna/contracts/miles';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-error';
import { useClaimMiles } from '../api/claim-miles';
import type { MilesFormat } from '../miles-format';
import '../miles-texts';

/** The spec's "claim": the miles waiting, when the first expire, and the button. */
export function MilesClaim({
  summary,
  format,
}: {
  summary: MilesSummary | undefined;
  format: MilesFormat;
}) {
  const { t } = useTranslation();
  const claim = useClaimMiles();
  const [claimed, setClaimed] = useState<number | null>(null);
  if (!summary) return null;
  const failed = claim.error instanceof ApiError ? claim.error.messages : [];
  return (
    <div className="miles-panel">
      {claimed !== null && (
        <FormAlert
          tone="success"
          messages={[t('miles.claim.claimed', { count: format.miles(claimed) })]}
        />
      )}
      <FormAlert messages={failed} />
      {summary.pending > 0 ? (
        <>
          <p className="miles-big" data-testid="miles-claimable">
            {t('miles.claim.waiting', { count: format.miles(summary.pending) })}
          </p>
          {summary.pending_expires_at && (
            <p className="miles-muted">
              {t('miles.claim.expires', { date: format.date(summary.pending_expires_at) })}
            </p>
          )}
          <Button
            disabled={claim.isPending}
            onClick={() =>
              claim.mutate(undefined, {
                onSuccess: (answer) => setClaimed(answer.claimed),
              })
            }
          >
            {t('miles.claim.button', { count: format.miles(summary.pending) })}
          </Button>
        </>
      ) : (
        <p className="miles-muted">{t('miles.claim.nothing')}</p>
      )}
    </div>
  );
}
