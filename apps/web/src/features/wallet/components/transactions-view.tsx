import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { useTransactions } from '../api/get-transactions';
import { formatDateTime } from '../../../lib/date-time';
import { zoneName } from '@tribuna/contracts/time-zones';
import { formatMoney } from '@tribuna/contracts/money';
import type { BrandMoney } from './header-balance';
import { Pager } from './pager';
import '../cashier-texts';

interface TransactionsViewProps {
  money: BrandMoney;
  timeZone?: string;
  /** Its heading's level: a page's own title (1) or a section of the profile (3). */
  headingLevel: 1 | 3;
  pageSize?: number;
}

interface Filter {
  type: string;
  from: string;
  to: string;
}

const NO_FILTER: Filter = { type: '', from: '', to: '' };

/**
 * Every movement of the player's accounts, newest first: filters by type and by dates
 * (brand time, both included), pages of `pageSize`, amounts signed.
 */
export function TransactionsView({
  money,
  timeZone,
  headingLevel,
  pageSize = 25,
}: TransactionsViewProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const [offset, setOffset] = useState(0);
  const transactions = useTransactions({
    limit: pageSize,
    offset,
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  });
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  const items = transactions.data?.items ?? [];
  // The server says which types money moves for (every product declares its own).
  const types = transactions.data?.types ?? (filter.type ? [filter.type] : []);
  const format = (minor: number, signed = false) =>
    formatMoney(minor, money.currency, money.decimals, language, { signed });

  function change(patch: Partial<Filter>) {
    setFilter((current) => ({ ...current, ...patch }));
    setOffset(0);
  }

  return (
    <section className="wallet-block" aria-labelledby="wallet-transactions-title">
      <Heading
        id="wallet-transactions-title"
        className={headingLevel === 1 ? 'wallet-page__title' : 'wallet-block__title'}
      >
        {t('wallet.transactions.title')}
      </Heading>
      <fieldset className="wallet-filters">
        <legend className="visually-hidden">{t('wallet.transactions.filters')}</legend>
        <SelectField
          label={t('wallet.transactions.type')}
          name="type"
          value={filter.type}
          options={[
            { value: '', label: t('wallet.transactions.all_types') },
            ...types.map((type) => ({
              value: type,
              label: t(`wallet.types.${type}`, { defaultValue: type.replaceAll('_', ' ') }),
            })),
          ]}
          onChange={(event) => {
            const value = event.target.value;
            change({ type: value });
          }}
        />
        <TextField
          label={t('wallet.transactions.from')}
          name="from"
          type="date"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(event) => change({ from: event.target.value })}
        />
        <TextField
          label={t('wallet.transactions.to')}
          name="to"
          type="date"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(event) => change({ to: event.target.value })}
        />
        {(filter.type || filter.from || filter.to) && (
          <Button variant="ghost" onClick={() => change(NO_FILTER)}>
            {t('wallet.transactions.clear')}
          </Button>
        )}
      </fieldset>
      {timeZone && (
        // The filter's days and the list's times are the brand's, maybe not the player's own.
        <p className="wallet-note">
          {t('wallet.transactions.time_zone', { zone: zoneName(timeZone, language) })}
        </p>
      )}
      {transactions.isPending ? (
        <p className="wallet-note">{t('wallet.loading')}</p>
      ) : transactions.isError ? (
        <p className="wallet-note">{t('wallet.failed')}</p>
      ) : items.length === 0 ? (
        <p className="wallet-note">{t('wallet.transactions.empty')}</p>
      ) : (
        <div className="wallet-table__scroll">
          <table className="wallet-table" data-testid="transactions-table">
            <thead>
              <tr>
                <th scope="col">{t('wallet.transactions.date')}</th>
                <th scope="col">{t('wallet.transactions.type')}</th>
                <th scope="col">{t('wallet.transactions.account')}</th>
                <th scope="col" className="wallet-table__number">
                  {t('wallet.transactions.amount')}
                </th>
                <th scope="col" className="wallet-table__number">
                  {t('wallet.transactions.balance_after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{formatDateTime(item.created_at, language, timeZone)}</td>
                  <td>{t(`wallet.types.${item.type}`)}</td>
                  <td>{t(`wallet.accounts.${item.account}`)}</td>
                  <td
                    className={`wallet-table__number wallet-amount--${item.amount < 0 ? 'out' : 'in'}`}
                  >
                    {format(item.amount, true)}
                  </td>
                  <td className="wallet-table__number">{format(item.balance_after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        offset={offset}
        limit={pageSize}
        hasMore={transactions.data?.has_more ?? false}
        onChange={setOffset}
      />
    </section>
  );
}
