import { useTranslation } from 'react-i18next';
import type { OfficeCategory } from '@tribuna/contracts/casino-office';
import { dropOn, moveTo, placeNextTo } from '../ordering';
import { OrderControls, useRowDrag } from './order-controls';
import { VisibilitySwitch } from './visibility-switch';

/** The lobby's rails in the brand's order (the list is whole: every category). */
export function CategoriesTable({
  items,
  nameOf,
  togglingSlug,
  ordering,
  onToggle,
  onOrder,
}: {
  items: readonly OfficeCategory[];
  nameOf: (category: OfficeCategory) => string;
  togglingSlug: string | undefined;
  ordering: boolean;
  onToggle: (category: OfficeCategory, enabled: boolean) => void;
  /** The new order, every slug once. */
  onOrder: (slugs: string[]) => void;
}) {
  const { t } = useTranslation();
  const slugs = items.map((c) => c.slug);
  const drag = useRowDrag(
    (dragged, target) => onOrder(dropOn(slugs, slugs, dragged, target)),
    ordering,
  );

  return (
    <table className="table casino-table">
      <thead>
        <tr>
          <th scope="col">{t('casino.col.order')}</th>
          <th scope="col">{t('casino.col.category')}</th>
          <th scope="col" className="amount">
            {t('casino.col.games')}
          </th>
          <th scope="col">{t('casino.col.shown')}</th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 && (
          <tr>
            <td colSpan={4} className="muted">
              {t('common.empty')}
            </td>
          </tr>
        )}
        {items.map((category, index) => {
          const name = nameOf(category);
          const previous = items[index - 1];
          const next = items[index + 1];
          return (
            <tr
              key={category.slug}
              data-testid={`category-${category.slug}`}
              {...drag.rowProps(category.slug)}
            >
              <td>
                <div className="order-cell">
                  <span
                    className="drag-handle"
                    aria-hidden="true"
                    {...drag.handleProps(category.slug)}
                    title={t('casino.drag', { name })}
                  >
                    ⋮⋮
                  </span>
                  <OrderControls
                    name={name}
                    position={index + 1}
                    count={items.length}
                    canUp={previous !== undefined}
                    canDown={next !== undefined}
                    disabled={ordering}
                    onUp={() =>
                      previous &&
                      onOrder(placeNextTo(slugs, category.slug, previous.slug, 'before'))
                    }
                    onDown={() =>
                      next && onOrder(placeNextTo(slugs, category.slug, next.slug, 'after'))
                    }
                    onPosition={(at) => onOrder(moveTo(slugs, category.slug, at))}
                  />
                </div>
              </td>
              <td>
                <div className="strong">{name}</div>
                <div className="muted small mono">{category.slug}</div>
              </td>
              <td className="amount">{category.games}</td>
              <td>
                <VisibilitySwitch
                  name={name}
                  enabled={category.enabled}
                  pending={togglingSlug === category.slug}
                  onChange={(enabled) => onToggle(category, enabled)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
