import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../../lib/i18n';
import { ggrByProduct } from './activity-fixture';
import { GgrByProductTable } from './ggr-by-product-table';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(cleanup);

describe('GGR by product', () => {
  it('shows stakes, wagered, returned and GGR per day and product, with the totals at the foot', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <GgrByProductTable report={ggrByProduct()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'Product' })).toBeTruthy();
    const casino = within(screen.getByTestId('activity-ggr-2026-03-10-casino'));
    expect(casino.getByText('Casino')).toBeTruthy();
    expect(casino.getByText('ARS 32.00')).toBeTruthy();
    expect(casino.getByText('ARS 27.00')).toBeTruthy();
    const sports = within(screen.getByTestId('activity-ggr-2026-03-11-sports'));
    expect(sports.getByText('-ARS 5.00').className).toContain('negative');
    const totals = within(screen.getByTestId('activity-ggr-totals'));
    expect(totals.getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect(totals.getByText('3')).toBeTruthy();
    expect(totals.getByText('ARS 22.00')).toBeTruthy();
  });

  it('says when nothing was wagered', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <GgrByProductTable
          report={ggrByProduct({
            items: [],
            totals: { stakes: 0, wagered: 0, returned: 0, ggr: 0 },
          })}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('Nothing to show.')).toBeTruthy();
  });
});
