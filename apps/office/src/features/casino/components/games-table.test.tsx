import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../../lib/i18n';
import type { Reorder } from '../api/order-games';
import { categoryRow, gameRow } from './casino-fixture';
import { CategoriesTable } from './categories-table';
import { GamesTable, UNPLACED } from './games-table';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(cleanup);

// The full order the API holds; the screen shows a filtered part of it.
const FULL = ['cohete', 'tesoro-del-dragon', 'blackjack', 'ruleta-europea'];
const ROWS = [
  gameRow(),
  gameRow({
    slug: 'ruleta-europea',
    name: 'Ruleta Europea',
    categories: ['table'],
    enabled: false,
    position: 3,
  }),
  gameRow({ slug: 'new-one', name: 'New One', categories: [], position: UNPLACED }),
];
const NAMES = new Map([
  ['popular', 'Popular'],
  ['slots', 'Slots'],
  ['table', 'Table games'],
]);

/** ARS in en_US as Intl writes it (a no-break space after the code). */
const money = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'ARS' }).format(minor / 100);

function renderGames() {
  const actions = { onToggle: vi.fn(), onReorder: vi.fn<(reorder: Reorder) => void>() };
  render(
    <I18nextProvider i18n={i18n}>
      <GamesTable
        items={ROWS}
        categoryNames={NAMES}
        currency="ARS"
        count={FULL.length}
        togglingSlug={undefined}
        ordering={false}
        {...actions}
      />
    </I18nextProvider>,
  );
  return actions;
}

/** The order the last reorder makes of the full order. */
function lastOrder(onReorder: ReturnType<typeof vi.fn<(reorder: Reorder) => void>>): string[] {
  const reorder = onReorder.mock.lastCall?.[0];
  if (!reorder) throw new Error('no reorder');
  return reorder(FULL);
}

describe('games table', () => {
  it('shows each game with its image, provider, lobby, categories and switch', () => {
    renderGames();
    const dragon = within(screen.getByTestId('game-tesoro-del-dragon'));
    expect(dragon.getByText('Tesoro del Dragón')).toBeTruthy();
    expect(dragon.getByText('Tribuna Originals')).toBeTruthy();
    expect(dragon.getByText('Casino')).toBeTruthy();
    expect(dragon.getByText('Popular')).toBeTruthy();
    expect(dragon.getByText('Slots')).toBeTruthy();
    expect(
      screen.getByTestId('game-tesoro-del-dragon').querySelector('img')?.getAttribute('src'),
    ).toBe('/games/tesoro-del-dragon.svg');
    const shown = dragon.getByRole('switch', { name: 'Show Tesoro del Dragón in the lobby' });
    expect((shown as HTMLInputElement).checked).toBe(true);
    expect(dragon.getByLabelText<HTMLInputElement>('Position of Tesoro del Dragón').value).toBe(
      '1',
    );
    // Declared RTP and bet limits, in the brand's currency.
    expect(dragon.getByTestId('game-rtp').textContent).toBe('96.50%');
    expect(dragon.getByTestId('game-min-bet').textContent).toBe(money(100));
    expect(dragon.getByTestId('game-max-bet').textContent).toBe(money(5_000_000));
    const roulette = within(screen.getByTestId('game-ruleta-europea'));
    expect(roulette.getByRole<HTMLInputElement>('switch').checked).toBe(false);
    expect(roulette.getByText('Table games')).toBeTruthy();
    // Never placed by the brand: no position yet (it comes last).
    expect(screen.getByLabelText<HTMLInputElement>('Position of New One').value).toBe('');
  });

  it('hides and shows a game through its switch', () => {
    const { onToggle } = renderGames();
    fireEvent.click(screen.getByRole('switch', { name: 'Show Tesoro del Dragón in the lobby' }));
    expect(onToggle).toHaveBeenCalledWith(ROWS[0], false);
    fireEvent.click(screen.getByRole('switch', { name: 'Show Ruleta Europea in the lobby' }));
    expect(onToggle).toHaveBeenCalledWith(ROWS[1], true);
  });

  it('moves a game next to its neighbour on screen, applied to the whole order', () => {
    const { onReorder } = renderGames();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Move Tesoro del Dragón up' }).disabled,
    ).toBe(true);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Move New One down' }).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move Ruleta Europea up' }));
    expect(lastOrder(onReorder)).toEqual([
      'cohete',
      'ruleta-europea',
      'tesoro-del-dragon',
      'blackjack',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Move Tesoro del Dragón down' }));
    expect(lastOrder(onReorder)).toEqual([
      'cohete',
      'blackjack',
      'ruleta-europea',
      'tesoro-del-dragon',
    ]);
  });

  it('moves a game to a typed position, and refuses one out of range', () => {
    const { onReorder } = renderGames();
    const position = screen.getByLabelText('Position of Ruleta Europea');
    fireEvent.focus(position);
    fireEvent.change(position, { target: { value: '1' } });
    fireEvent.keyDown(position, { key: 'Enter' });
    fireEvent.blur(position);
    expect(lastOrder(onReorder)).toEqual([
      'ruleta-europea',
      'cohete',
      'tesoro-del-dragon',
      'blackjack',
    ]);

    onReorder.mockClear();
    fireEvent.focus(position);
    fireEvent.change(position, { target: { value: '9' } });
    fireEvent.blur(position);
    expect(onReorder).not.toHaveBeenCalled();
    expect(position.getAttribute('aria-invalid')).toBe('true');
  });

  it('drops a dragged row onto another', () => {
    const { onReorder } = renderGames();
    const dragon = screen.getByTestId('game-tesoro-del-dragon');
    const roulette = screen.getByTestId('game-ruleta-europea');
    const dataTransfer = {
      setData: vi.fn(),
      getData: vi.fn(() => ''),
      setDragImage: vi.fn(),
      effectAllowed: '',
      dropEffect: '',
    };
    const handle = dragon.querySelector('.drag-handle');
    if (!handle) throw new Error('no drag handle');
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(roulette, { dataTransfer });
    fireEvent.drop(roulette, { dataTransfer });
    expect(lastOrder(onReorder)).toEqual([
      'cohete',
      'blackjack',
      'ruleta-europea',
      'tesoro-del-dragon',
    ]);
  });
});

describe('categories table', () => {
  it('shows the rails in order with their switches and sends whole orders', () => {
    const onOrder = vi.fn();
    const onToggle = vi.fn();
    const items = [
      categoryRow({
        slug: 'popular',
        names: { en_US: 'Popular', es_ES: 'Populares', pt_BR: 'Populares' },
        games: 3,
      }),
      categoryRow({ position: 1, games: 1 }),
      categoryRow({
        slug: 'live',
        names: { en_US: 'Live casino', es_ES: 'Casino en vivo', pt_BR: 'Cassino ao vivo' },
        enabled: false,
        position: 2,
      }),
    ];
    render(
      <I18nextProvider i18n={i18n}>
        <CategoriesTable
          items={items}
          nameOf={(c) => c.names.en_US}
          togglingSlug="slots"
          ordering={false}
          onToggle={onToggle}
          onOrder={onOrder}
        />
      </I18nextProvider>,
    );
    const slots = within(screen.getByTestId('category-slots'));
    expect(slots.getByRole<HTMLInputElement>('switch').disabled).toBe(true);
    expect(slots.getByLabelText<HTMLInputElement>('Position of Slots').value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Move Live casino up' }));
    expect(onOrder).toHaveBeenLastCalledWith(['popular', 'live', 'slots']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Popular down' }));
    expect(onOrder).toHaveBeenLastCalledWith(['slots', 'popular', 'live']);
    fireEvent.click(screen.getByRole('switch', { name: 'Show Live casino in the lobby' }));
    expect(onToggle).toHaveBeenCalledWith(items[2], true);
  });
});
