import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { WalletSummary } from '@tribuna/contracts/wallet';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../lib/i18n';
import { useWalletSummary } from '../api/get-wallet-summary';
import { formatMoney } from '@tribuna/contracts/money';
import { DepositForm } from './deposit-form';
import { PendingDepositCard } from './pending-deposit-card';
import { PaymentsTable } from './payments-table';
import { TransactionsView } from './transactions-view';
import { WithdrawalForm } from './withdrawal-form';
import '../wallet.css';
import '../cashier-texts';

const VIEWS = ['deposit', 'withdraw', 'payments', 'transactions'] as const;
type View = (typeof VIEWS)[number];
/** The view lives in the address beside the profile's section (`?section=wallet&view=...`). */
const VIEW_PARAM = 'view';

function isView(value: string | null): value is View {
  return (VIEWS as readonly (string | null)[]).includes(value);
}

/** The profile's wallet: balances, the pending deposit, deposit, withdraw, payments, movements. */
export function WalletSection() {
  const { t } = useTranslation();
  const summary = useWalletSummary();
  const [params, setParams] = useSearchParams();
  const asked = params.get(VIEW_PARAM);
  const view: View = isView(asked) ? asked : 'deposit';

  if (summary.isPending) return <p className="wallet-note">{t('wallet.loading')}</p>;
  if (summary.isError) {
    return (
      <div className="wallet-note">
        <p>{t('wallet.failed')}</p>
        <Button variant="secondary" onClick={() => void summary.refetch()}>
          {t('wallet.retry')}
        </Button>
      </div>
    );
  }
  const data = summary.data;
  const money = { currency: data.currency, decimals: data.decimals };
  const timeZone = data.payment_hours.timezone;

  function show(next: View) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(VIEW_PARAM, next);
        return updated;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <section className="wallet" aria-labelledby="wallet-title">
      <h2 id="wallet-title" className="profile__section-title">
        {t('wallet.title')}
      </h2>
      <Balances summary={data} />
      {data.pending_deposit && <PendingDepositCard deposit={data.pending_deposit} summary={data} />}
      <div
        className="pill-tabs"
        role="tablist"
        aria-label={t('wallet.views_label')}
        onKeyDown={(event) => {
          // The tabs pattern: arrows move between tabs, Home and End to the ends.
          const index = VIEWS.indexOf(view);
          const next =
            event.key === 'ArrowRight'
              ? VIEWS[(index + 1) % VIEWS.length]
              : event.key === 'ArrowLeft'
                ? VIEWS[(index + VIEWS.length - 1) % VIEWS.length]
                : event.key === 'Home'
                  ? VIEWS[0]
                  : event.key === 'End'
                    ? VIEWS[VIEWS.length - 1]
                    : undefined;
          if (!next) return;
          event.preventDefault();
          show(next);
          document.getElementById(`wallet-tab-${next}`)?.focus();
        }}
      >
        {VIEWS.map((item) => (
          <button
            key={item}
            id={`wallet-tab-${item}`}
            type="button"
            role="tab"
            className="pill-tabs__tab"
            aria-selected={item === view}
            aria-controls="wallet-view"
            tabIndex={item === view ? 0 : -1}
            onClick={() => show(item)}
          >
            {t(`wallet.views.${item}`)}
          </button>
        ))}
      </div>
      <div
        className="wallet__view"
        id="wallet-view"
        role="tabpanel"
        aria-labelledby={`wallet-tab-${view}`}
      >
        {view === 'deposit' &&
          // One pending deposit at a time: it is cancelled or processed before the next.
          (data.pending_deposit ? null : <DepositForm summary={data} />)}
        {view === 'withdraw' && <WithdrawalForm summary={data} />}
        {view === 'payments' && <PaymentsTable money={money} timeZone={timeZone} />}
        {view === 'transactions' && (
          <TransactionsView money={money} timeZone={timeZone} headingLevel={3} pageSize={10} />
        )}
      </div>
    </section>
  );
}

function Balances({ summary }: { summary: WalletSummary }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const accounts = ['cash', 'bonus', 'withheld'] as const;
  return (
    <dl className="wallet-balances" data-testid="wallet-balances">
      {accounts.map((account) => (
        <div key={account} className="wallet-balances__item">
          <dt>{t(`wallet.accounts.${account}`)}</dt>
          <dd>
            {formatMoney(summary.balance[account], summary.currency, summary.decimals, language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
