import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@tribuna/contracts/languages';
import {
  OFFICE_TOURNAMENTS_API,
  officeTournamentChoicesResponseSchema,
  type OfficeTournamentChoices,
} from '@tribuna/contracts/tournaments';
import { api } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import type { EligibleChoices } from '../tournament-choices';
import { TOURNAMENTS_QUERY_KEY } from './tournaments-keys';

/** The brand's games and sports a tournament may count, named in the staff's language. */
export async function getTournamentChoices(signal?: AbortSignal): Promise<OfficeTournamentChoices> {
  const { response } = await api(
    OFFICE_TOURNAMENTS_API.choices,
    officeTournamentChoicesResponseSchema,
    { signal },
  );
  return response;
}

function choicesQueryOptions(language: Language) {
  return queryOptions({
    // The names are in the language asked, so another language is another answer.
    queryKey: [...TOURNAMENTS_QUERY_KEY, 'choices', language],
    queryFn: ({ signal }) => getTournamentChoices(signal),
  });
}

/** The pickers' games and sports, in the language the office shows now. */
export function useEligibleChoices(): EligibleChoices {
  // Subscribes to language changes: currentLanguage() alone would not re-render.
  useTranslation();
  const query = useQuery(choicesQueryOptions(currentLanguage()));
  if (query.data) return { state: 'ready', ...query.data };
  if (query.isError) return { state: 'failed', error: query.error };
  return { state: 'loading' };
}
