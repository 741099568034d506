import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { OfficeTournament, OfficeTournamentRequest } from '@tribuna/contracts/tournaments';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { setBrandTimeZone } from '../../../lib/format';
import { i18n, initI18n } from '../../../lib/i18n';
import type { TournamentChoices } from '../tournament-choices';
import { CHOICES, SPINS_ID, tournament } from './tournament-fixture';
import { TournamentForm } from './tournament-form';

const ZONE = 'America/Argentina/Buenos_Aires';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
  setBrandTimeZone(ZONE);
});
afterEach(cleanup);

function renderForm(stored?: OfficeTournament, choices: TournamentChoices = CHOICES) {
  const onSave = vi.fn<(request: OfficeTournamentRequest) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <TournamentForm
          tournament={stored}
          currency="ARS"
          timeZone={ZONE}
          choices={choices}
          saving={false}
          error={null}
          onSave={onSave}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onSave;
}

const field = (label: string) => screen.queryByLabelText<HTMLInputElement>(label);
const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const options = (label: string, scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByRole('option')
    .filter((option) => option.closest('select') === within(scope).getByLabelText(label))
    .map((option) => option.textContent);
const row = (n: number) => screen.getByTestId(`prize-row-${n}`);
const typeIn = (scope: HTMLElement, label: string, text: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save tournament' }));

describe('the tournament editor', () => {
  it('offers the product’s scorings, best-of for its scoring only, a price for a buy-in only', () => {
    renderForm();
    expect(options('Scoring')).toEqual([
      'Best multiplier',
      'Best rounds’ multipliers summed',
      'Amount wagered',
    ]);
    expect(field('Best rounds summed')).toBeNull();
    type('Scoring', 'best_n_multipliers');
    expect(field('Best rounds summed')).not.toBeNull();
    // The brand's games and sports, from the desk's own list.
    expect(field('Gates of Tribuna')).not.toBeNull();

    type('Product', 'sports');
    expect(options('Scoring')).toEqual(['Odds of won bets', 'Amount wagered']);
    expect(field('Scoring')?.value).toBe('sports_odds');
    expect(field('Best rounds summed')).toBeNull();
    expect(field('Gates of Tribuna')).toBeNull();
    expect(field('Football')).not.toBeNull();

    expect(field('Buy-in price (ARS)')).toBeNull();
    type('Entry', 'buy_in');
    expect(field('Buy-in price (ARS)')).not.toBeNull();
    type('Entry', 'opt_in');
    expect(field('Buy-in price (ARS)')).toBeNull();
  });

  it('sends amounts in minor units, times in the brand’s zone and a prize per row’s kind', () => {
    const onSave = renderForm();
    type('Name (English)', 'Slots sprint');
    type('Rules (Español)', 'Solo slots.');
    fireEvent.click(screen.getByLabelText('Gates of Tribuna'));
    type('Scoring', 'best_n_multipliers');
    type('Best rounds summed', '5');
    type('Minimum bet (ARS)', '1.50');
    type('Most rounds counted per player', '100');
    type('Entry', 'buy_in');
    type('Buy-in price (ARS)', '1,000');
    type('Starts', '2026-12-01T00:00');
    type('Ends', '2026-12-08T00:00');
    typeIn(row(1), 'Amount (ARS)', '500');

    fireEvent.click(screen.getByRole('button', { name: 'Add a prize row' }));
    typeIn(row(2), 'To place', '3');
    typeIn(row(2), 'Prize', 'free_spins');
    // Only the brand's free-spins campaigns.
    expect(options('Bonus campaign', row(2))).toEqual(['Choose a campaign', '20 spins']);
    typeIn(row(2), 'Bonus campaign', SPINS_ID);

    fireEvent.click(screen.getByRole('button', { name: 'Add a prize row' }));
    expect(within(row(3)).getByLabelText<HTMLInputElement>('From place').value).toBe('4');
    typeIn(row(3), 'Prize', 'miles');
    typeIn(row(3), 'Miles', '1000');
    save();

    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      product: 'casino',
      scoring: 'best_n_multipliers',
      translations: {
        en_US: { name: 'Slots sprint', description: '', rules: '' },
        es_ES: { name: '', description: '', rules: 'Solo slots.' },
      },
      image_url: null,
      eligible: ['gates-of-tribuna'],
      best_of: 5,
      min_bet: 150,
      max_rounds: 100,
      entry: 'buy_in',
      buy_in: 100_000,
      // Midnight in Buenos Aires (UTC-3).
      starts_at: '2026-12-01T03:00:00.000Z',
      ends_at: '2026-12-08T03:00:00.000Z',
      prizes: [
        { from: 1, to: 1, kind: 'cash', amount: 50_000, campaign_id: null },
        { from: 2, to: 3, kind: 'free_spins', amount: 0, campaign_id: SPINS_ID },
        { from: 4, to: 4, kind: 'miles', amount: 1000, campaign_id: null },
      ],
    });
  });

  it('says what each field needs, beside it, and sends nothing', () => {
    const onSave = renderForm();
    type('Entry', 'buy_in');
    type('Minimum bet (ARS)', '1.5.0');
    typeIn(row(1), 'Prize', 'bonus');
    fireEvent.click(screen.getByRole('button', { name: 'Add a prize row' }));
    typeIn(row(2), 'From place', '5');
    typeIn(row(2), 'To place', '5');
    typeIn(row(2), 'Amount (ARS)', '10');
    save();

    expect(screen.getByText('Some fields need attention.')).toBeTruthy();
    expect(screen.getByText('Give the tournament a name in at least one language.')).toBeTruthy();
    expect(screen.getByText('Enter the amount in this format: 1,500.50.')).toBeTruthy();
    expect(
      screen.getByText('A buy-in tournament needs a price above 0; the others take none.'),
    ).toBeTruthy();
    expect(within(row(1)).getByText('Choose the bonus campaign this prize gives.')).toBeTruthy();
    expect(within(row(1)).getByLabelText('Bonus campaign').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(
      within(row(2)).getByText('Prizes must cover places from 1 on, without gaps or overlaps.'),
    ).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lists the brand’s games and sports to tick, keeping a chosen one no longer offered', () => {
    const onSave = renderForm(tournament({ eligible: ['gates-of-tribuna', 'retired-slot'] }));
    expect(field('Gates of Tribuna')?.checked).toBe(true);
    expect(field('House Roulette')?.checked).toBe(false);
    // Gone from the catalogue since it was chosen: listed by its slug, to be unticked.
    expect(field('retired-slot')?.checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: /slugs/ })).toBeNull();
    fireEvent.click(screen.getByLabelText('retired-slot'));
    fireEvent.click(screen.getByLabelText('House Roulette'));
    save();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      eligible: ['gates-of-tribuna', 'house-roulette'],
    });
  });

  it('says while the choices load, and why they could not', () => {
    renderForm(undefined, { ...CHOICES, eligible: { state: 'loading' } });
    expect(screen.getByText('Loading the games and sports…')).toBeTruthy();
    cleanup();
    renderForm(undefined, {
      ...CHOICES,
      eligible: { state: 'failed', error: new Error('offline') },
    });
    expect(field('Gates of Tribuna')).toBeNull();
    expect(screen.getByRole('alert').textContent).not.toBe('');
  });
});
