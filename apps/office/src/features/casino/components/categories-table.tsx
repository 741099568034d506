import { useTranslation } from 'react-i18next';
import type { OfficeCategory } from '@tribuna/contracts/casino-office';
import { DataTable } from '../../../components/ui/data-table';
import { dropOn, moveTo, placeNextTo } from '../ordering';
import { OrderControls, useRowDrag } from './order-controls';
import { VisibilitySwitch } from './visibility-switch';
import '../casino-texts';

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
    <DataTable
      className="casino-table"
      columns={[
        { label: t('casino.col.order') },
        { label: t('casino.col.category') },
        { label: t('casino.col.games'), className: 'amount' },
        { label: t('casino.col.shown') },
      ]}
      empty={items.length === 0}
    >
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
                    previous && onOrder(placeNextTo(slugs, category.slug, previous.slug, 'before'))
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
    </DataTable>
  );
}
