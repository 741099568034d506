import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useBets } from '../api/get-bets';
import { useMoney } from '../sports-site';
import { BetCard } from './bet-card';
import { QueryState } from './query-state';
import '../sports-texts';

type Shown = 'open' | 'settled';
const SHOWN: Shown[] = ['open', 'settled'];

/** The slip's "My bets": open bets (with their cash out) and the latest settled ones. */
export function MyBets() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const money = useMoney();
  const [shown, setShown] = useState<Shown>('open');
  const [cashed, setCashed] = useState<number | null>(null);
  const bets = useBets({ status: shown, limit: 20, offset: 0 });
  if (!loggedIn) return <p className="sports-note">{t('sports.bets.login')}</p>;
  return (
    <div className="my-bets">
      <div className="segmented" role="group" aria-label={t('sports.bets.filter')}>
        {SHOWN.map((option) => (
          <button
            key={option}
            type="button"
            className="segmented__option"
            aria-pressed={shown === option}
            onClick={() => {
              setShown(option);
              setCashed(null);
            }}
          >
            {t(`sports.bets.${option}`)}
          </button>
        ))}
      </div>
      {cashed !== null && (
        <p className="bet-card__note" role="status">
          {t('sports.bets.cashed', { amount: money(cashed) })}
        </p>
      )}
      <QueryState
        isPending={bets.isPending}
        isError={bets.isError}
        retry={() => void bets.refetch()}
      >
        {bets.data?.bets.length ? (
          <ul className="my-bets__list">
            {bets.data.bets.map((bet) => (
              <li key={bet.id}>
                <BetCard bet={bet} onCashedOut={setCashed} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="sports-note">
            {t(shown === 'open' ? 'sports.bets.empty_open' : 'sports.bets.empty_settled')}
          </p>
        )}
      </QueryState>
    </div>
  );
}
