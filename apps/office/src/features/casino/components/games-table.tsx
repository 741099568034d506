import { useTranslation } from 'react-i18next';
import type { OfficeGame } from '@tribuna/contracts/casino-office';
import type { Currency } from '@tribuna/contracts/currencies';
import type { Reorder } from '../api/order-games';
import { DataTable } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/money';
import { formatRtp } from '../casino-format';
import { dropOn, moveTo, placeNextTo } from '../ordering';
import { OrderControls, useRowDrag } from './order-controls';
import { VisibilitySwitch } from './visibility-switch';
import '../casino-texts';

/** Positions from this one on mean "never placed by the brand" (the API's own mark). */
export const UNPLACED = 1_000_000;

export interface GamesTableProps {
  items: readonly OfficeGame[];
  /** Category names in the reader's language, by slug. */
  categoryNames: ReadonlyMap<string, string>;
  /** The brand's, for the bet limits; unknown while it loads. */
  currency: Currency | undefined;
  /** Games in the whole catalogue: the last position. */
  count: number;
  /** The game whose switch is being saved. */
  togglingSlug: string | undefined;
  /** An order is being saved: moves wait for it. */
  ordering: boolean;
  onToggle: (game: OfficeGame, enabled: boolean) => void;
  onReorder: (reorder: Reorder) => void;
}

/** The brand's games in its order, each with its switch and its moves. */
export function GamesTable({
  items,
  categoryNames,
  currency,
  count,
  togglingSlug,
  ordering,
  onToggle,
  onReorder,
}: GamesTableProps) {
  const { t } = useTranslation();
  const shown = items.map((game) => game.slug);
  const money = (minor: number) => (currency ? formatMoney(minor, currency) : '…');
  const drag = useRowDrag(
    (dragged, target) => onReorder((slugs) => dropOn(shown, slugs, dragged, target)),
    ordering,
  );

  return (
    <DataTable
      className="casino-table"
      columns={[
        { label: t('casino.col.order') },
        { label: t('casino.col.game') },
        { label: t('casino.col.provider') },
        { label: t('casino.col.kind') },
        { label: t('casino.col.categories') },
        { label: t('casino.col.rtp'), className: 'amount' },
        { label: t('casino.col.bet_limits'), className: 'amount' },
        { label: t('casino.col.shown') },
      ]}
      empty={items.length === 0}
    >
      {items.map((game, index) => {
        const previous = items[index - 1];
        const next = items[index + 1];
        return (
          <tr key={game.slug} data-testid={`game-${game.slug}`} {...drag.rowProps(game.slug)}>
            <td>
              <div className="order-cell">
                <span
                  className="drag-handle"
                  aria-hidden="true"
                  {...drag.handleProps(game.slug)}
                  title={t('casino.drag', { name: game.name })}
                >
                  ⋮⋮
                </span>
                <OrderControls
                  name={game.name}
                  position={game.position < UNPLACED ? game.position + 1 : null}
                  count={count}
                  canUp={previous !== undefined}
                  canDown={next !== undefined}
                  disabled={ordering}
                  onUp={() =>
                    previous && onReorder((s) => placeNextTo(s, game.slug, previous.slug, 'before'))
                  }
                  onDown={() =>
                    next && onReorder((s) => placeNextTo(s, game.slug, next.slug, 'after'))
                  }
                  onPosition={(at) => onReorder((s) => moveTo(s, game.slug, at))}
                />
              </div>
            </td>
            <td>
              <div className="game-cell">
                <img
                  className="game-thumb"
                  src={game.image_url}
                  alt=""
                  width={64}
                  height={48}
                  loading="lazy"
                />
                <div>
                  <div className="strong">{game.name}</div>
                  <div className="muted small mono">{game.slug}</div>
                </div>
              </div>
            </td>
            <td>{game.provider.name}</td>
            <td>{t(`casino.kind.${game.kind}`)}</td>
            <td>
              <div className="tags">
                {game.categories.map((slug) => (
                  <span key={slug} className="tag">
                    {categoryNames.get(slug) ?? slug}
                  </span>
                ))}
              </div>
            </td>
            <td className="amount" data-testid="game-rtp">
              {t('casino.rtp_value', { value: formatRtp(game.rtp) })}
            </td>
            {/* One column, the maximum under the minimum: the table must fit its switches. */}
            <td className="amount bet-limits">
              <span data-testid="game-min-bet">{money(game.min_bet)}</span> –{' '}
              <span data-testid="game-max-bet">{money(game.max_bet)}</span>
            </td>
            <td>
              <VisibilitySwitch
                name={game.name}
                enabled={game.enabled}
                pending={togglingSlug === game.slug}
                onChange={(enabled) => onToggle(game, enabled)}
              />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
