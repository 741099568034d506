import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import type { OfficeTournament } from '@tribuna/contracts/tournaments';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { SubPage } from '../../../components/ui/sub-page';
import { brandTimeZone } from '../../../lib/format';
import { currentLanguage, messageText } from '../../../lib/i18n';
import type { SavedState } from '../../../lib/use-saved-name';
import { useTournament } from '../api/get-tournament';
import { useSaveTournament } from '../api/save-tournament';
import type { TournamentChoices } from '../tournament-choices';
import { tournamentName } from '../tournament-format';
import { TournamentForm } from './tournament-form';
import '../tournaments.css';
import '../tournaments-texts';

function useToSaved() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (saved: OfficeTournament) =>
    void navigate(`/tournaments/${encodeURIComponent(saved.id)}`, {
      state: {
        saved: tournamentName(saved, currentLanguage()) ?? t('tournaments.unnamed'),
      } satisfies SavedState,
    });
}

/** A new tournament (`/tournaments/new`) or an upcoming one (`/tournaments/:id/edit`). */
export function TournamentEditorPage({
  currency,
  choices,
}: {
  currency: Currency;
  choices: TournamentChoices;
}) {
  const { id } = useParams();
  return id === undefined ? (
    <NewTournament currency={currency} choices={choices} />
  ) : (
    <EditTournament id={id} currency={currency} choices={choices} />
  );
}

function NewTournament({ currency, choices }: { currency: Currency; choices: TournamentChoices }) {
  const { t } = useTranslation();
  const save = useSaveTournament();
  const toSaved = useToSaved();
  return (
    <SubPage
      back={{ to: '/tournaments', label: t('tournaments.editor.back') }}
      title={t('tournaments.editor.new_title')}
    >
      <TournamentForm
        currency={currency}
        timeZone={brandTimeZone()}
        choices={choices}
        saving={save.isPending}
        error={save.error}
        onInvalid={() => save.reset()}
        onSave={(request) => save.mutate({ id: null, request }, { onSuccess: toSaved })}
      />
    </SubPage>
  );
}

function EditTournament({
  id,
  currency,
  choices,
}: {
  id: string;
  currency: Currency;
  choices: TournamentChoices;
}) {
  const { t } = useTranslation();
  const detail = useTournament(id);
  const save = useSaveTournament();
  const toSaved = useToSaved();
  const stored = detail.data?.tournament;
  const name = stored
    ? (tournamentName(stored, currentLanguage()) ?? t('tournaments.unnamed'))
    : '';
  return (
    <SubPage
      back={{ to: '/tournaments', label: t('tournaments.editor.back') }}
      title={stored ? t('tournaments.editor.edit_title', { name }) : t('tournaments.title')}
    >
      <QueryResult query={detail}>
        {({ tournament }) =>
          // The API refuses a change once the tournament started: say so rather than offer it.
          tournament.state === 'upcoming' ? (
            <TournamentForm
              key={tournament.updated_at}
              tournament={tournament}
              currency={currency}
              timeZone={brandTimeZone()}
              choices={choices}
              saving={save.isPending}
              error={save.error}
              onInvalid={() => save.reset()}
              onSave={(request) => save.mutate({ id, request }, { onSuccess: toSaved })}
            />
          ) : (
            <Notice tone="info">
              {messageText('tournaments.not_editable')}{' '}
              <Link to={`/tournaments/${encodeURIComponent(id)}`}>
                {t('tournaments.editor.not_editable_hint')}
              </Link>
            </Notice>
          )
        }
      </QueryResult>
    </SubPage>
  );
}
