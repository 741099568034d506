import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { i18n, initI18n } from '../../lib/i18n';
import { DataTable, type DataTableColumn } from './data-table';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(cleanup);

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Player' },
  { label: 'Amount', className: 'amount' },
  { label: 'Actions', className: 'actions', hidden: true },
];

function renderTable(props: { empty: boolean; children?: ReactNode; footer?: ReactNode }) {
  render(
    <I18nextProvider i18n={i18n}>
      <DataTable
        className="casino-table"
        columns={COLUMNS}
        empty={props.empty}
        footer={props.footer}
      >
        {props.children}
      </DataTable>
    </I18nextProvider>,
  );
  return screen.getByRole('table');
}

describe('data table', () => {
  it('heads each column in order, with its class and scope', () => {
    const table = renderTable({ empty: false });
    expect(table.className).toBe('table casino-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Player', 'Amount', 'Actions']);
    expect(headers.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(headers.map((th) => th.getAttribute('class'))).toEqual([null, 'amount', 'actions']);
  });

  it('names a hidden column for assistive tech only', () => {
    renderTable({ empty: false });
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actions.querySelector('span.visually-hidden')?.textContent).toBe('Actions');
    expect(screen.getByRole('columnheader', { name: 'Player' }).querySelector('span')).toBeNull();
  });

  it('shows the empty row across every column when there are no rows', () => {
    const table = renderTable({ empty: true });
    const body = table.querySelector('tbody');
    if (!body) throw new Error('no body');
    const rows = within(body).getAllByRole('row');
    expect(rows).toHaveLength(1);
    const cell = within(rows[0]!).getByRole('cell');
    expect(cell.textContent).toBe('Nothing to show.');
    expect(cell.getAttribute('colspan')).toBe(String(COLUMNS.length));
    expect(cell.className).toBe('muted');
    expect(table.querySelector('tfoot')).toBeNull();
  });

  it('renders the given rows, and a footer only when given one', () => {
    const table = renderTable({
      empty: false,
      children: (
        <tr data-testid="row-ana">
          <td>ana</td>
          <td className="amount">10</td>
          <td className="actions" />
        </tr>
      ),
      footer: (
        <tr data-testid="totals">
          <th scope="row">Total</th>
          <td className="amount">10</td>
          <td />
        </tr>
      ),
    });
    expect(screen.queryByText('Nothing to show.')).toBeNull();
    expect(table.querySelector('tbody')?.contains(screen.getByTestId('row-ana'))).toBe(true);
    expect(table.querySelector('tfoot')?.contains(screen.getByTestId('totals'))).toBe(true);
  });
});
