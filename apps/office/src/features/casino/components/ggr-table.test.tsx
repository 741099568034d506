import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../../lib/i18n';
import { ggrReport } from './casino-fixture';
import { GgrTable } from './ggr-table';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(cleanup);

describe('GGR table', () => {
  it('shows bets, wins, rollbacks and GGR per day and game, with the totals at the foot', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <GgrTable report={ggrReport()} by="game" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'Game' })).toBeTruthy();
    const dragon = within(screen.getByTestId('ggr-2026-11-20-tesoro-del-dragon'));
    expect(dragon.getByText('Tesoro del Dragón')).toBeTruthy();
    expect(dragon.getByText('ARS 30.00')).toBeTruthy();
    expect(dragon.getByText('ARS 25.00')).toBeTruthy();
    const blackjack = within(screen.getByTestId('ggr-2026-11-20-blackjack'));
    expect(blackjack.getByText('-ARS 15.00').className).toContain('negative');
    const totals = within(screen.getByTestId('ggr-totals'));
    expect(totals.getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    expect(totals.getByText('3')).toBeTruthy();
    expect(totals.getByText('ARS 40.00')).toBeTruthy();
    expect(totals.getByText('ARS 10.00')).toBeTruthy();
  });

  it('names the provider column when grouped by provider, and says when nothing was played', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <GgrTable
          report={ggrReport({ items: [], totals: { bets: 0, wins: 0, rollbacks: 0, ggr: 0 } })}
          by="provider"
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('columnheader', { name: 'Provider' })).toBeTruthy();
    expect(screen.getByText('Nothing to show.')).toBeTruthy();
  });
});
