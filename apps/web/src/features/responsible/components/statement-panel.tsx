import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STATEMENT_PERIODS, type StatementRow } from '@tribuna/contracts/responsible';
import { formatMoney } from '@tribuna/contracts/money';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDay } from '../../../lib/date-time';
import { currentLanguage } from '../../../lib/i18n';
import { downloadStatementCsv, statementCsvPath, useStatement } from '../api/get-statement';
import type { BrandMoney } from '../limit-values';
import type { StatementFilter } from '../responsible-keys';
import '../responsible-texts';

type Period = StatementFilter['period'];

function isPeriod(value: string): value is Period {
  return (STATEMENT_PERIODS as readonly string[]).includes(value);
}

/** The sums of every row: the statement's last line. */
function totals(rows: readonly StatementRow[]) {
  return rows.reduce(
    (sum, row) => ({
      wagered: sum.wagered + row.wagered,
      returned: sum.returned + row.returned,
      net: sum.net + row.net,
    }),
    { wagered: 0, returned: 0, net: 0 },
  );
}

/** What the player wagered and got back per period and product, with its CSV. */
export function StatementPanel({ money }: { money: BrandMoney }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const captionId = useId();
  const [period, setPeriod] = useState<Period>('day');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [filter, setFilter] = useState<StatementFilter>({ period: 'day' });
  const [downloading, setDownloading] = useState(false);
  const statement = useStatement(filter);
  const data = statement.data;
  const amount = (minor: number, signed = false) =>
    formatMoney(minor, money.currency, money.decimals, language, { signed });
  const periodLabel = (start: string) =>
    filter.period === 'month'
      ? formatDay(start, language, 'month')
      : filter.period === 'week'
        ? t('responsible.statement.week_of', { date: formatDay(start, language) })
        : formatDay(start, language);
  const productLabel = (product: string) =>
    i18n.exists(`responsible.statement.products.${product}`)
      ? t(`responsible.statement.products.${product}`)
      : product;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter({
      period,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    });
  }

  async function download() {
    if (!data || downloading) return;
    setDownloading(true);
    try {
      await downloadStatementCsv(filter, `statement-${data.from}-${data.to}.csv`);
    } catch {
      // Said by the call, like any failure.
    } finally {
      setDownloading(false);
    }
  }

  const sum = data ? totals(data.rows) : null;
  // Each sum's name, shown beside it where a phone stacks the row.
  const label = {
    wagered: t('responsible.statement.columns.wagered'),
    returned: t('responsible.statement.columns.returned'),
    net: t('responsible.statement.columns.net'),
  };
  return (
    <div className="rg-panel">
      <p className="rg-muted">{t('responsible.statement.intro')}</p>
      <form className="rg-filters" onSubmit={submit} noValidate>
        <SelectField
          label={t('responsible.statement.period')}
          name="period"
          value={period}
          options={STATEMENT_PERIODS.map((value) => ({
            value,
            label: t(`responsible.statement.periods.${value}`),
          }))}
          onChange={(event) => {
            if (isPeriod(event.target.value)) setPeriod(event.target.value);
          }}
        />
        <TextField
          label={t('responsible.statement.from')}
          name="from"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          label={t('responsible.statement.to')}
          name="to"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('responsible.statement.show')}
        </Button>
      </form>
      {statement.isPending && <p className="rg-muted">{t('responsible.loading')}</p>}
      {statement.isError && (
        <div className="rg-note">
          <p>{t('responsible.failed')}</p>
          <Button variant="secondary" onClick={() => void statement.refetch()}>
            {t('responsible.retry')}
          </Button>
        </div>
      )}
      {data && sum && (
        <>
          <div className="rg-statement__head">
            <p className="rg-muted" id={captionId}>
              {t('responsible.statement.range', {
                from: formatDay(data.from, language),
                to: formatDay(data.to, language),
              })}
            </p>
            {/* A real link for its semantics; the click fetches with the player's token. */}
            <a
              className="button button--secondary"
              href={statementCsvPath(filter)}
              aria-disabled={downloading || undefined}
              download
              onClick={(event) => {
                event.preventDefault();
                void download();
              }}
            >
              {downloading
                ? t('responsible.statement.downloading')
                : t('responsible.statement.download')}
            </a>
          </div>
          {data.rows.length === 0 ? (
            <p className="rg-note">{t('responsible.statement.empty')}</p>
          ) : (
            <div className="rg-table__scroll">
              <table
                className="rg-table"
                aria-describedby={captionId}
                data-testid="statement-table"
              >
                <caption className="visually-hidden">
                  {t('responsible.statement.caption', {
                    from: formatDay(data.from, language),
                    to: formatDay(data.to, language),
                  })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('responsible.statement.columns.period')}</th>
                    <th scope="col">{t('responsible.statement.columns.product')}</th>
                    <th scope="col" className="rg-table__money">
                      {label.wagered}
                    </th>
                    <th scope="col" className="rg-table__money">
                      {label.returned}
                    </th>
                    <th scope="col" className="rg-table__money">
                      {label.net}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={`${row.period_start}|${row.product}`}>
                      <td className="rg-nowrap">{periodLabel(row.period_start)}</td>
                      <td>{productLabel(row.product)}</td>
                      <td className="rg-table__money" data-label={label.wagered}>
                        {amount(row.wagered)}
                      </td>
                      <td className="rg-table__money" data-label={label.returned}>
                        {amount(row.returned)}
                      </td>
                      <td
                        data-label={label.net}
                        className={`rg-table__money${row.net < 0 ? ' rg-loss' : row.net > 0 ? ' rg-gain' : ''}`}
                      >
                        {amount(row.net, true)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2}>
                      {t('responsible.statement.total')}
                    </th>
                    <td className="rg-table__money" data-label={label.wagered}>
                      {amount(sum.wagered)}
                    </td>
                    <td className="rg-table__money" data-label={label.returned}>
                      {amount(sum.returned)}
                    </td>
                    <td className="rg-table__money" data-label={label.net}>
                      {amount(sum.net, true)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  );
}
