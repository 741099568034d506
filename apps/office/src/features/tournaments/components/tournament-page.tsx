import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { LANGUAGES } from '@tribuna/contracts/languages';
import type {
  OfficeTournament,
  OfficeTournamentEntrant,
  TournamentPrizeKind,
} from '@tribuna/contracts/tournaments';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useSavedName } from '../../../lib/use-saved-name';
import { useTournament } from '../api/get-tournament';
import type { TournamentChoices } from '../tournament-choices';
import { formatPoints, prizeText, tournamentName, type PrizeWords } from '../tournament-format';
import { CancelTournamentDialog } from './cancel-tournament-dialog';
import '../tournaments.css';
import '../tournaments-texts';

function usePrizeWords(): PrizeWords {
  const { t } = useTranslation();
  return {
    miles: (miles) => t('tournaments.miles', { miles }),
    kind: (kind: TournamentPrizeKind) => t(`tournaments.prize_kind.${kind}`),
  };
}

/** Places as words: "Place 1", "Places 4 to 10". */
function usePlaces() {
  const { t } = useTranslation();
  return (from: number, to: number) =>
    from === to ? t('tournaments.places', { from }) : t('tournaments.places_range', { from, to });
}

/** The tournament's settings as the staff wrote them, with the names the choices know. */
function Settings({
  tournament,
  currency,
  choices,
}: {
  tournament: OfficeTournament;
  currency: Currency;
  choices: TournamentChoices;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const words = usePrizeWords();
  const places = usePlaces();
  const eligible = choices.eligible;
  const eligibleName = (key: string) => {
    if (eligible.state !== 'ready') return key;
    const named =
      tournament.product === 'sports'
        ? eligible.sports.find((sport) => sport.key === key)
        : eligible.games.find((game) => game.slug === key);
    return named?.name ?? key;
  };
  const campaignName = (id: string | null) =>
    choices.campaigns.find((campaign) => campaign.id === id)?.name ?? id;

  return (
    <>
      <h2>{t('tournaments.detail.settings')}</h2>
      <dl className="details">
        <div>
          <dt>{t('tournaments.col.product')}</dt>
          <dd>{t(`tournaments.product.${tournament.product}`)}</dd>
        </div>
        <div>
          <dt>{t('tournaments.col.scoring')}</dt>
          <dd>
            {t(`tournaments.scoring.${tournament.scoring}`)}
            {tournament.best_of !== null && ` (${tournament.best_of})`}
          </dd>
        </div>
        <div>
          <dt>{t('tournaments.col.entry')}</dt>
          <dd>
            {t(`tournaments.entry.${tournament.entry}`)}
            {tournament.entry === 'buy_in' && ` · ${formatMoney(tournament.buy_in, currency)}`}
          </dd>
        </div>
        <div>
          <dt>{t('tournaments.field.starts_at')}</dt>
          <dd>{formatDateTime(tournament.starts_at)}</dd>
        </div>
        <div>
          <dt>{t('tournaments.field.ends_at')}</dt>
          <dd>{formatDateTime(tournament.ends_at)}</dd>
        </div>
        <div>
          <dt>
            {tournament.product === 'casino'
              ? t('tournaments.field.eligible_games')
              : t('tournaments.field.eligible_sports')}
          </dt>
          <dd>
            {tournament.eligible.length === 0
              ? t('tournaments.detail.all')
              : tournament.eligible.map(eligibleName).join(', ')}
          </dd>
        </div>
        <div>
          <dt>{t('tournaments.field.min_bet', { currency })}</dt>
          <dd>
            {tournament.min_bet === 0
              ? t('tournaments.detail.no_min_bet')
              : formatMoney(tournament.min_bet, currency)}
          </dd>
        </div>
        <div>
          <dt>{t('tournaments.field.max_rounds')}</dt>
          <dd>{tournament.max_rounds ?? t('tournaments.detail.no_max_rounds')}</dd>
        </div>
        <div>
          <dt>{t('tournaments.col.entrants')}</dt>
          <dd>{tournament.entrants}</dd>
        </div>
        {tournament.entry === 'buy_in' && (
          <div>
            <dt>{t('tournaments.detail.buy_ins')}</dt>
            <dd>{formatMoney(tournament.buy_ins, currency)}</dd>
          </div>
        )}
        <div>
          <dt>{t('tournaments.detail.image')}</dt>
          <dd className="tournament-url">{tournament.image_url ?? t('tournaments.detail.none')}</dd>
        </div>
        {LANGUAGES.map((l) => {
          const texts = tournament.translations[l];
          if (!texts) return null;
          return (
            <div key={l} lang={l.replace('_', '-')}>
              <dt>{t('tournaments.detail.texts', { language: t(`lang.${l}`) })}</dt>
              <dd>
                <strong>{texts.name}</strong>
                {texts.description && <span className="tournament-text">{texts.description}</span>}
                {texts.rules && <span className="tournament-text muted">{texts.rules}</span>}
              </dd>
            </div>
          );
        })}
      </dl>
      <h2>{t('tournaments.detail.prizes')}</h2>
      <ul className="tournament-prizes">
        {tournament.prizes.map((prize) => (
          <li key={prize.from}>
            <span className="muted">{places(prize.from, prize.to)}</span>{' '}
            {prizeText(
              { kind: prize.kind, amount: prize.amount, campaign: campaignName(prize.campaign_id) },
              currency,
              language,
              words,
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Every entrant by position: the real username, points, rounds, buy-in and prize. */
function Entrants({
  tournament,
  entrants,
  currency,
}: {
  tournament: OfficeTournament;
  entrants: readonly OfficeTournamentEntrant[];
  currency: Currency;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const words = usePrizeWords();
  const label = {
    player: t('tournaments.col.player'),
    points: t('tournaments.col.points'),
    rounds: t('tournaments.col.rounds'),
    paid: t('tournaments.col.paid'),
    refunded: t('tournaments.col.refunded'),
    prize: t('tournaments.col.prize'),
  };
  const buyIn = tournament.entry === 'buy_in';
  const columns: DataTableColumn[] = [
    { label: t('tournaments.col.position') },
    { label: label.player },
    { label: label.points, className: 'amount' },
    { label: label.rounds, className: 'amount' },
    ...(buyIn
      ? [{ label: label.paid, className: 'amount' as const }, { label: label.refunded }]
      : []),
    { label: label.prize },
  ];
  return (
    <>
      <h2>{t('tournaments.detail.entrants')}</h2>
      <div className="table-wrap">
        <DataTable className="stacked-table" columns={columns} empty={entrants.length === 0}>
          {entrants.map((entrant) => (
            <tr key={entrant.player_id} data-testid={`entrant-${entrant.player_id}`}>
              <th scope="row">
                {entrant.position === null ? (
                  <span className="muted">{t('tournaments.no_position')}</span>
                ) : (
                  `#${entrant.position}`
                )}
              </th>
              <td data-label={label.player}>
                <Link to={`/players/${encodeURIComponent(entrant.player_id)}`}>
                  {entrant.username ?? entrant.player_id}
                </Link>
              </td>
              <td className="amount" data-label={label.points}>
                {formatPoints(entrant.points, tournament.scoring, currency, language)}
              </td>
              <td className="amount" data-label={label.rounds}>
                {entrant.rounds}
              </td>
              {buyIn && (
                <>
                  <td className="amount" data-label={label.paid}>
                    {formatMoney(entrant.paid, currency)}
                  </td>
                  <td data-label={label.refunded}>
                    {entrant.refunded ? t('tournaments.yes') : t('tournaments.no')}
                  </td>
                </>
              )}
              <td data-label={label.prize}>
                {entrant.prize
                  ? prizeText(
                      {
                        kind: entrant.prize.kind,
                        amount: entrant.prize.amount,
                        campaign: entrant.prize.campaign_name,
                      },
                      currency,
                      language,
                      words,
                    )
                  : ''}
              </td>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}

/** A tournament's page (`/tournaments/:id`): its settings, its board, edit and cancel. */
export function TournamentPage({
  currency,
  choices,
}: {
  currency: Currency;
  choices: TournamentChoices;
}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useTournament(id);
  const saved = useSavedName();
  const [cancelling, setCancelling] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const language = currentLanguage();
  const stored = detail.data?.tournament;
  const name = stored ? (tournamentName(stored, language) ?? t('tournaments.unnamed')) : '';

  return (
    <div className="page">
      <p>
        <Link to="/tournaments">← {t('tournaments.editor.back')}</Link>
      </p>
      <QueryResult query={detail}>
        {({ tournament, entrants }) => (
          <>
            <header className="page-header page-header-row">
              <h1>
                {name}{' '}
                <span className={`pill tournament-pill-${tournament.state}`}>
                  {t(`tournaments.state.${tournament.state}`)}
                </span>
              </h1>
              <div className="tournament-actions">
                {tournament.state === 'upcoming' && (
                  <Link
                    className="btn btn-secondary"
                    to={`/tournaments/${encodeURIComponent(tournament.id)}/edit`}
                  >
                    {t('tournaments.detail.edit')}
                  </Link>
                )}
                {(tournament.state === 'upcoming' || tournament.state === 'active') && (
                  <Button variant="danger" onClick={() => setCancelling(true)}>
                    {t('tournaments.detail.cancel')}
                  </Button>
                )}
              </div>
            </header>
            {saved && (
              <Notice tone="success">{t('tournaments.list.saved', { name: saved })}</Notice>
            )}
            {cancelled && <Notice tone="success">{t('tournaments.detail.cancelled')}</Notice>}
            {tournament.cancel_reason && (
              <p>
                <span className="muted">{t('tournaments.detail.cancel_reason')}:</span>{' '}
                {tournament.cancel_reason}
              </p>
            )}
            <Settings tournament={tournament} currency={currency} choices={choices} />
            <Entrants tournament={tournament} entrants={entrants} currency={currency} />
            {cancelling && (
              <CancelTournamentDialog
                id={tournament.id}
                name={name}
                onClose={() => setCancelling(false)}
                onCancelled={() => {
                  setCancelling(false);
                  setCancelled(true);
                }}
              />
            )}
          </>
        )}
      </QueryResult>
    </div>
  );
}
