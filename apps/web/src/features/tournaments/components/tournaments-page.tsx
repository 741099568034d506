import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLanguage, DEFAULT_LANGUAGE } from '@tribuna/contracts/language-codes';
import type { TournamentState, TournamentSummary } from '@tribuna/contracts/tournaments';
import { LoadState } from '../../../components/ui/load-state';
import { useTournaments } from '../api/get-tournaments';
import type { TournamentSite } from '../tournaments-format';
import { TournamentCard } from './tournament-card';
import '../tournaments-texts';
import '../tournaments.css';

const TABS = ['active', 'upcoming', 'finished'] as const;
type Tab = (typeof TABS)[number];
const TAB_PARAM = 'state';

function tabOf(state: TournamentState): Tab {
  // A cancelled tournament is over too: its entrants find it (and their refund) there.
  return state === 'cancelled' ? 'finished' : state;
}

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab === value);
}

function grouped(items: readonly TournamentSummary[]): Record<Tab, TournamentSummary[]> {
  const groups: Record<Tab, TournamentSummary[]> = { active: [], upcoming: [], finished: [] };
  for (const item of items) groups[tabOf(item.state)].push(item);
  // Running ones ending first, upcoming ones starting first, finished ones newest first.
  groups.active.sort((a, b) => Date.parse(a.ends_at) - Date.parse(b.ends_at));
  groups.upcoming.sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
  groups.finished.sort((a, b) => Date.parse(b.ends_at) - Date.parse(a.ends_at));
  return groups;
}

/**
 * `/tournaments`: one call, in three tabs (running, upcoming, finished); the tab is in the
 * address (`?state=`), else the first that has any.
 */
export function TournamentsPage({
  site,
  detailPath,
}: {
  site: TournamentSite;
  detailPath: (id: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const list = useTournaments(language);
  const [params, setParams] = useSearchParams();
  const groups = grouped(list.data ?? []);
  const asked = params.get(TAB_PARAM);
  const tab: Tab = isTab(asked) ? asked : (TABS.find((one) => groups[one].length > 0) ?? 'active');
  const shown = groups[tab];

  return (
    <section className="tours" aria-labelledby="tours-title">
      <header className="tours__head">
        <h1 id="tours-title" className="tours__title">
          {t('tournaments.title')}
        </h1>
        <p className="tours__intro">{t('tournaments.intro')}</p>
      </header>
      <div
        className="pill-tabs pill-tabs--solid"
        role="tablist"
        aria-label={t('tournaments.tabs_label')}
      >
        {TABS.map((one) => (
          <button
            key={one}
            type="button"
            role="tab"
            id={`tour-tab-${one}`}
            aria-selected={one === tab}
            aria-controls="tour-tab-panel"
            className="pill-tabs__tab"
            onClick={() => setParams({ [TAB_PARAM]: one }, { replace: true })}
          >
            {t(`tournaments.tab.${one}`)}
            {list.data && <span className="tour-tabs__count">{groups[one].length}</span>}
          </button>
        ))}
      </div>
      <div id="tour-tab-panel" role="tabpanel" aria-labelledby={`tour-tab-${tab}`}>
        <LoadState
          query={list}
          className="tours__status"
          loading={t('tournaments.loading')}
          failed={t('tournaments.failed')}
          retry={t('tournaments.retry')}
        />
        {list.isSuccess && shown.length === 0 && (
          <p className="tours__status">{t(`tournaments.empty.${tab}`)}</p>
        )}
        {shown.length > 0 && (
          <ul className="card-grid">
            {shown.map((tournament) => (
              <li key={tournament.id}>
                <TournamentCard
                  tournament={tournament}
                  site={site}
                  path={detailPath(tournament.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
