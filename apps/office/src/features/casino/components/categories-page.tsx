import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeCategory } from '@tribuna/contracts/casino-office';
import { Notice, Spinner } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { useCategories } from '../api/get-categories';
import { useOrderCategories } from '../api/order-categories';
import { useSetCategoryEnabled } from '../api/set-category-enabled';
import { CasinoTabs } from './casino-tabs';
import { CategoriesTable } from './categories-table';
import '../casino.css';
import '../casino-texts';

/** The lobby's rails: which the brand shows and in which order. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const categories = useCategories();
  const toggle = useSetCategoryEnabled();
  const order = useOrderCategories();
  const [done, setDone] = useState<string>();
  const language = currentLanguage();
  const nameOf = (c: OfficeCategory) => c.names[language] || c.slug;

  function onToggle(category: OfficeCategory, enabled: boolean) {
    setDone(undefined);
    order.reset();
    toggle.mutate(
      { slug: category.slug, enabled },
      {
        onSuccess: () =>
          setDone(
            t(enabled ? 'casino.shown_notice' : 'casino.hidden_notice', { name: nameOf(category) }),
          ),
      },
    );
  }

  function onOrder(slugs: string[]) {
    setDone(undefined);
    toggle.reset();
    order.mutate(slugs, { onSuccess: () => setDone(t('casino.order_saved')) });
  }

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('casino.title')}</h1>
      </header>
      <CasinoTabs />
      <p className="muted casino-hint">{t('casino.categories.hint')}</p>
      {done && <Notice tone="success">{done}</Notice>}
      {toggle.isError && <Notice tone="error">{errorMessage(toggle.error)}</Notice>}
      {order.isError && <Notice tone="error">{errorMessage(order.error)}</Notice>}
      {categories.isPending && <Spinner label={t('app.loading')} />}
      {categories.isError && <Notice tone="error">{errorMessage(categories.error)}</Notice>}
      {categories.data && (
        <div className="table-wrap" aria-busy={categories.isFetching || order.isPending}>
          <CategoriesTable
            items={categories.data}
            nameOf={nameOf}
            togglingSlug={toggle.isPending ? toggle.variables.slug : undefined}
            ordering={order.isPending}
            onToggle={onToggle}
            onOrder={onOrder}
          />
        </div>
      )}
    </div>
  );
}
