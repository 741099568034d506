import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One header cell of a {@link DataTable}. */
export interface DataTableColumn {
  /** The header's text, already translated. */
  label: string;
  /** "amount" right-aligns figures; "actions" holds the row's buttons. */
  className?: 'amount' | 'actions';
  /** Named for assistive tech only, as the actions column is. */
  hidden?: boolean;
}

/**
 * The back office's list table: a header row of column cells, the body rows given as children,
 * and the "nothing here" row across every column when there are none. The lists share this one
 * skeleton so their classes, headers and empty row (its colSpan counted from the columns, never by
 * hand) cannot drift apart.
 */
export function DataTable({
  className,
  columns,
  empty,
  children,
  footer,
}: {
  /** Classes beside "table", such as "casino-table". */
  className?: string;
  columns: readonly DataTableColumn[];
  /** No rows: show the empty row. */
  empty: boolean;
  /** The body rows. */
  children: ReactNode;
  /** The rows of a `<tfoot>`, such as totals; none without it. */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <table className={className ? `table ${className}` : 'table'}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            // The columns are fixed for a table: their place is their identity.
            <th key={index} scope="col" className={column.className}>
              {column.hidden ? (
                <span className="visually-hidden">{column.label}</span>
              ) : (
                column.label
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {empty && (
          <tr>
            <td colSpan={columns.length} className="muted">
              {t('common.empty')}
            </td>
          </tr>
        )}
        {children}
      </tbody>
      {footer !== undefined && <tfoot>{footer}</tfoot>}
    </table>
  );
}
