import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../../lib/i18n';
import { activityRecord, playerActivity } from './activity-fixture';
import { ActivityTotals } from './activity-totals';
import { PlayerActivityTable } from './player-activity-table';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en_US');
});

function renderTable(items = playerActivity().items) {
  render(
    <I18nextProvider i18n={i18n}>
      <PlayerActivityTable items={items} timezone="America/Argentina/Buenos_Aires" />
    </I18nextProvider>,
  );
}

describe("a player's activity table", () => {
  it('shows each record at the brand’s time, with its product, type and what it did to the balances', () => {
    renderTable();
    // 02:30 UTC on 2 March is 23:30 on 1 March in Buenos Aires.
    const bet = within(screen.getByTestId('activity-3'));
    expect(bet.getByText(/^Mar 1, 2026, 11:30\sPM$/)).toBeTruthy();
    expect(bet.getByText('Sports')).toBeTruthy();
    expect(bet.getByText('Stake')).toBeTruthy();
    expect(bet.getByText('-ARS 5.00').className).toContain('negative');
    const win = within(screen.getByTestId('activity-2'));
    expect(win.getByText('Result')).toBeTruthy();
    expect(win.getByText('Won')).toBeTruthy();
    expect(win.getByText('ARS 30.00').className).not.toContain('negative');
    const stake = within(screen.getByTestId('activity-1'));
    expect(stake.getByText('round-1')).toBeTruthy();
    expect(stake.getByText('tesoro-del-dragon')).toBeTruthy();
    expect(stake.getByText('-ARS 2.00')).toBeTruthy();
  });

  it('names a product it does not know as the API does, and says when there is nothing', () => {
    renderTable([activityRecord({ id: 9, product: 'bingo' })]);
    expect(within(screen.getByTestId('activity-9')).getByText('bingo')).toBeTruthy();
    cleanup();
    renderTable([]);
    expect(screen.getByText('Nothing to show.')).toBeTruthy();
  });

  it('shows the totals of the filter, in Spanish too', async () => {
    await i18n.changeLanguage('es_ES');
    render(
      <I18nextProvider i18n={i18n}>
        <ActivityTotals
          activity={playerActivity({ totals: { wagered: 1_700, returned: 200, net: -1_500 } })}
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('Apostado')).toBeTruthy();
    expect(screen.getByText('Resultado neto')).toBeTruthy();
    expect(screen.getByTestId('activity-total-wagered').textContent).toBe('17,00\u00a0ARS');
    expect(screen.getByTestId('activity-total-net').className).toContain('negative');
  });
});
