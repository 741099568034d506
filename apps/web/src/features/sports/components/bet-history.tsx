import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useBets } from '../api/get-bets';
import { SportsSiteProvider, type SportsSite } from '../sports-site';
import { useSportsLive } from '../use-sports-live';
import { BetCard } from './bet-card';
import { QueryState } from './query-state';
import '../sports.css';
import '../sports-texts';

const PAGE_SIZE = 10;
type Filter = 'all' | 'open' | 'settled';
const FILTERS: Filter[] = ['all', 'open', 'settled'];

function History() {
  const { t } = useTranslation();
  const selectId = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const [offset, setOffset] = useState(0);
  const bets = useBets({
    ...(filter === 'all' ? {} : { status: filter }),
    limit: PAGE_SIZE,
    offset,
  });
  useSportsLive();
  const total = bets.data?.total ?? 0;
  const page = Math.floor(offset / PAGE_SIZE) + 1;
  return (
    <div className="bet-history">
      <h2 className="bet-history__title">{t('sports.bets.history')}</h2>
      <div className="bet-history__filter">
        <label htmlFor={selectId}>{t('sports.bets.filter')}</label>
        <select
          id={selectId}
          value={filter}
          onChange={(change) => {
            const next = FILTERS.find((option) => option === change.target.value) ?? 'all';
            setFilter(next);
            setOffset(0);
          }}
        >
          {FILTERS.map((option) => (
            <option key={option} value={option}>
              {t(`sports.bets.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryState
        isPending={bets.isPending}
        isError={bets.isError}
        retry={() => void bets.refetch()}
      >
        {bets.data?.bets.length ? (
          <ul className="my-bets__list">
            {bets.data.bets.map((bet) => (
              <li key={bet.id}>
                <BetCard bet={bet} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="sports-note">
            {t(filter === 'open' ? 'sports.bets.empty_open' : 'sports.bets.empty_settled')}
          </p>
        )}
      </QueryState>
      <nav className="bet-history__pager" aria-label={t('sports.bets.history')}>
        <Button
          variant="secondary"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
        >
          ‹
        </Button>
        <span aria-current="page">{page}</span>
        <Button
          variant="secondary"
          disabled={offset + PAGE_SIZE >= total}
          onClick={() => setOffset(offset + PAGE_SIZE)}
        >
          ›
        </Button>
      </nav>
    </div>
  );
}

/** The profile's bet history (paged), with the brand's money and time zone. */
export function BetHistory({ site }: { site: SportsSite }) {
  return (
    <SportsSiteProvider site={site}>
      <History />
    </SportsSiteProvider>
  );
}
