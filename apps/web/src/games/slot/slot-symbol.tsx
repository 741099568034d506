import type { SlotSymbol } from '@tribuna/games/slot';

// Drawn in SVG rather than emoji: the art is the same on every device and font.
const CARD_COLORS: Record<'ace' | 'king' | 'queen' | 'jack', [string, string]> = {
  ace: ['#f97316', '#7c2d12'],
  king: ['#38bdf8', '#0c4a6e'],
  queen: ['#e879f9', '#701a75'],
  jack: ['#4ade80', '#14532d'],
};
const CARD_LETTERS = { ace: 'A', king: 'K', queen: 'Q', jack: 'J' } as const;

function Art({ symbol }: { symbol: SlotSymbol }) {
  switch (symbol) {
    case 'wild':
      return (
        <>
          <path
            d="M50 8 62 30 88 22 76 48 92 66 64 66 50 92 36 66 8 66 24 48 12 22 38 30Z"
            fill="#f59e0b"
            stroke="#78350f"
            strokeWidth="3"
          />
          <text x="50" y="58" textAnchor="middle" fontSize="20" fontWeight="900" fill="#450a0a">
            WILD
          </text>
        </>
      );
    case 'scatter':
      return (
        <>
          <circle cx="50" cy="50" r="38" fill="#1e1b4b" stroke="#a78bfa" strokeWidth="4" />
          <circle cx="50" cy="50" r="24" fill="#c4b5fd" />
          <circle cx="42" cy="42" r="8" fill="#f5f3ff" />
          <path d="M50 4v10M50 86v10M4 50h10M86 50h10" stroke="#a78bfa" strokeWidth="4" />
        </>
      );
    case 'seven':
      return (
        <text
          x="50"
          y="80"
          textAnchor="middle"
          fontSize="82"
          fontWeight="900"
          fill="#ef4444"
          stroke="#7f1d1d"
          strokeWidth="3"
        >
          7
        </text>
      );
    case 'bell':
      return (
        <>
          <path
            d="M50 14c-16 0-24 13-24 30v16l-8 12h64l-8-12V44c0-17-8-30-24-30Z"
            fill="#facc15"
            stroke="#854d0e"
            strokeWidth="3"
          />
          <circle cx="50" cy="80" r="8" fill="#ca8a04" stroke="#854d0e" strokeWidth="3" />
          <circle cx="50" cy="11" r="5" fill="#ca8a04" />
        </>
      );
    case 'bar':
      return (
        <>
          <rect
            x="8"
            y="30"
            width="84"
            height="40"
            rx="8"
            fill="#111827"
            stroke="#e5e7eb"
            strokeWidth="4"
          />
          <text x="50" y="61" textAnchor="middle" fontSize="28" fontWeight="900" fill="#f9fafb">
            BAR
          </text>
        </>
      );
    case 'cherry':
      return (
        <>
          <path
            d="M34 62C38 40 50 22 70 14M66 62C64 44 66 28 70 14"
            stroke="#15803d"
            strokeWidth="5"
            fill="none"
          />
          <path d="M70 14c8 4 14 4 20 0-6-6-14-6-20 0Z" fill="#22c55e" />
          <circle cx="32" cy="68" r="17" fill="#dc2626" stroke="#7f1d1d" strokeWidth="3" />
          <circle cx="66" cy="70" r="17" fill="#dc2626" stroke="#7f1d1d" strokeWidth="3" />
          <circle cx="26" cy="62" r="4" fill="#fecaca" />
          <circle cx="60" cy="64" r="4" fill="#fecaca" />
        </>
      );
    default: {
      const [light, dark] = CARD_COLORS[symbol];
      return (
        <text
          x="50"
          y="74"
          textAnchor="middle"
          fontSize="64"
          fontWeight="900"
          fontFamily="Georgia, serif"
          fill={light}
          stroke={dark}
          strokeWidth="3"
        >
          {CARD_LETTERS[symbol]}
        </text>
      );
    }
  }
}

/** One symbol's art (decorative: the cell around it carries the name). */
export function SlotSymbolArt({ symbol }: { symbol: SlotSymbol }) {
  return (
    <svg className="slot-symbol" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <Art symbol={symbol} />
    </svg>
  );
}
