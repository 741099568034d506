import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponsibleFlag } from '@tribuna/contracts/responsible';
import { errorMessage } from '../../../lib/http';
import { useReviewFlag } from '../api/review-flag';
import '../compliance-texts';

/** "Mark reviewed" on a list of flags: which one is on its way, and what came of the last. */
export function useFlagReview() {
  const { t } = useTranslation();
  const mutation = useReviewFlag();
  const [done, setDone] = useState<string>();

  function review(flag: ResponsibleFlag) {
    setDone(undefined);
    mutation.mutate(flag.id, {
      onSuccess: () => setDone(t('compliance.flag.reviewed_done', { username: flag.username })),
    });
  }

  return {
    review,
    pendingId: mutation.isPending ? mutation.variables : undefined,
    done,
    error: mutation.isError ? errorMessage(mutation.error) : undefined,
  };
}
