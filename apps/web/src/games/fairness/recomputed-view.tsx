import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import type { Language } from '@tribuna/contracts/languages';
import { cardLabel, handTotal } from '@tribuna/games/blackjack';
import { rouletteColor } from '@tribuna/games/roulette';
import type { SlotSpin } from '@tribuna/games/slot';
import { money } from '../money';
import { SlotSymbolArt } from '../slot/slot-symbol';
import type { Recomputed } from './recompute';

const SUITS = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' } as const;

function cardsText(cards: readonly number[]): string {
  return cards
    .map((card) => {
      const { rank, suit } = cardLabel(card);
      return `${rank}${SUITS[suit]}`;
    })
    .join(' ');
}

function SpinGrid({ spin, label }: { spin: SlotSpin; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="verify-grid" role="group" aria-label={label}>
      {spin.grid.map((column, reel) => (
        <div className="verify-grid__reel" key={reel}>
          {column.map((symbol, row) => (
            <span key={row} role="img" aria-label={t(`slot.symbols.${symbol}`)}>
              <SlotSymbolArt symbol={symbol} />
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

/** What the browser computed for a round, in the game's own terms. */
export function RecomputedView(props: {
  result: Recomputed;
  currency: Currency | null;
  language: Language;
}) {
  const { result, currency, language } = props;
  const { t } = useTranslation();
  const amount = (minor: number) => (currency ? money(minor, currency, language) : String(minor));
  switch (result.engine) {
    case 'slot':
      return (
        <div className="verify-result" data-testid="recomputed">
          <SpinGrid spin={result.spin} label={t('verify.paid_spin')} />
          <p>
            {t('verify.slot_summary', {
              free: result.freeSpins.length,
              amount: amount(result.totalWin),
            })}
          </p>
        </div>
      );
    case 'roulette':
      return (
        <p className="verify-result" data-testid="recomputed">
          {t('verify.roulette_summary', {
            number: result.round.number,
            color: t(`verify.colors.${result.round.color}`),
            amount: amount(result.round.totalPayout),
          })}
        </p>
      );
    case 'blackjack': {
      const { state } = result;
      return (
        <div className="verify-result" data-testid="recomputed">
          <p>
            {t('verify.dealer_cards', {
              cards: cardsText(state.dealer),
              total: handTotal(state.dealer).total,
            })}
          </p>
          {state.hands.map((hand, i) => (
            <p key={i}>
              {t('verify.hand_cards', {
                n: i + 1,
                cards: cardsText(hand.cards),
                total: handTotal(hand.cards).total,
              })}
              {state.settlement?.hands[i]
                ? ` · ${t(`blackjack.outcomes.${state.settlement.hands[i].outcome}`)}`
                : ''}
            </p>
          ))}
          <p>
            {state.settlement
              ? t('verify.paid', { amount: amount(state.settlement.totalPayout) })
              : t('verify.hand_open')}
          </p>
        </div>
      );
    }
    case 'crash':
      return (
        <p className="verify-result" data-testid="recomputed">
          {t('verify.crash_summary', { point: (result.crashPoint / 100).toFixed(2) })}
        </p>
      );
    default:
      return (
        <p className="verify-result" data-testid="recomputed">
          {t('verify.live_summary', {
            number: result.number,
            color: t(`verify.colors.${rouletteColor(result.number)}`),
          })}
        </p>
      );
  }
}
