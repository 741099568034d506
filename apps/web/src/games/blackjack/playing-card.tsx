import { useTranslation } from 'react-i18next';
import { cardLabel } from '@tribuna/games/blackjack';

const SUIT_MARKS = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' } as const;

/** A card face (0..51), or its back when `card` is null (the dealer's hole card). */
export function PlayingCard({ card }: { card: number | null }) {
  const { t } = useTranslation();
  if (card === null) {
    return (
      <div className="card card--back" role="img" aria-label={t('blackjack.hidden_card')}>
        <span aria-hidden="true" />
      </div>
    );
  }
  const { rank, suit } = cardLabel(card);
  const red = suit === 'hearts' || suit === 'diamonds';
  const name = t('blackjack.card', {
    rank: t(`blackjack.ranks.${rank}`),
    suit: t(`blackjack.suits.${suit}`),
  });
  return (
    <div className={`card${red ? ' card--red' : ''}`} role="img" aria-label={name}>
      <span className="card__corner" aria-hidden="true">
        {rank}
        <br />
        {SUIT_MARKS[suit]}
      </span>
      <span className="card__pip" aria-hidden="true">
        {SUIT_MARKS[suit]}
      </span>
      <span className="card__corner card__corner--end" aria-hidden="true">
        {rank}
        <br />
        {SUIT_MARKS[suit]}
      </span>
    </div>
  );
}
