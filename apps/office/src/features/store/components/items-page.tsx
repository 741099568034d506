import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeStoreItem } from '@tribuna/contracts/store';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { errorMessage } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { useItems } from '../api/get-items';
import { useSaveItem } from '../api/save-item';
import { itemName, requestOf, draftOf } from '../item-draft';
import { ItemDialog } from './item-dialog';
import { StoreTabs } from './store-tabs';
import '../store.css';
import '../store-texts';

/** The brand's items: price, stock, limit and sales; create, edit, (de)activate. */
export function ItemsPage() {
  const { t } = useTranslation();
  const items = useItems();
  const save = useSaveItem();
  const [editing, setEditing] = useState<OfficeStoreItem | 'new' | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const language = currentLanguage();
  const label = {
    item: t('store.col.item'),
    kind: t('store.col.kind'),
    price: t('store.col.price'),
    stock: t('store.col.stock'),
    limit: t('store.col.limit'),
    sold: t('store.col.sold'),
    status: t('store.col.status'),
  };
  const columns: DataTableColumn[] = [
    { label: label.item },
    { label: label.kind },
    { label: label.price, className: 'amount' },
    { label: label.stock, className: 'amount' },
    { label: label.limit },
    { label: label.sold, className: 'amount' },
    { label: label.status },
    { label: t('common.actions'), className: 'actions', hidden: true },
  ];

  async function toggle(item: OfficeStoreItem) {
    setNotice(null);
    try {
      const saved = await save.mutateAsync({
        id: item.id,
        request: requestOf({ ...draftOf(item), active: !item.active }),
      });
      setNotice({
        tone: 'success',
        text: t('store.items.saved', { name: itemName(saved, language) }),
      });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  }

  return (
    <div className="page">
      <header className="page-header page-header-row">
        <h1>{t('store.title')}</h1>
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('store.items.new')}
        </Button>
      </header>
      <StoreTabs />
      <p className="muted">{t('store.items.hint')}</p>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <QueryResult query={items}>
        {(data) => (
          <div className="table-wrap" aria-busy={items.isFetching}>
            <DataTable className="stacked-table" columns={columns} empty={data.length === 0}>
              {data.map((item) => {
                const name = itemName(item, language);
                return (
                  <tr key={item.id} data-testid={`store-item-${item.id}`}>
                    <th scope="row">
                      <button
                        type="button"
                        className="store-link-button"
                        aria-label={t('store.items.edit_label', { name })}
                        onClick={() => setEditing(item)}
                      >
                        {name}
                      </button>
                    </th>
                    <td data-label={label.kind}>{t(`store.kind.${item.kind}`)}</td>
                    <td className="amount" data-label={label.price}>
                      {item.price.toLocaleString(language.replace('_', '-'))}
                    </td>
                    <td className="amount" data-label={label.stock}>
                      {item.stock === null ? t('store.no_stock') : item.stock}
                    </td>
                    <td data-label={label.limit}>
                      {item.limit_count === null
                        ? t('store.no_limit')
                        : t(`store.limit.${item.limit_period}`, { count: item.limit_count })}
                    </td>
                    <td className="amount" data-label={label.sold}>
                      {item.sold}
                    </td>
                    <td data-label={label.status}>
                      <span className={item.active ? 'pill pill-active' : 'pill'}>
                        {item.active ? t('store.active') : t('store.inactive')}
                      </span>
                    </td>
                    <td className="actions">
                      <Button disabled={save.isPending} onClick={() => void toggle(item)}>
                        {item.active ? t('store.deactivate') : t('store.activate')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </DataTable>
          </div>
        )}
      </QueryResult>
      {editing !== null && (
        <ItemDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice({
              tone: 'success',
              text: t('store.items.saved', { name: itemName(saved, language) }),
            });
          }}
        />
      )}
    </div>
  );
}
