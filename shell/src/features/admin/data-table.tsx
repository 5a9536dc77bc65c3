import { EmptyState } from '@d742/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DataTableProps<Row> {
  caption: string;
  columns: string[];
  rows: Row[];
  rowKey(row: Row): string;
  cells(row: Row): ReactNode[];
  /** What an empty table says instead of 'No data available'. */
  emptyText?: string;
}

/** A small table that scrolls sideways on a phone, or 'No data available' (or `emptyText`) when empty. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  cells,
  emptyText,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  if (rows.length === 0) return <EmptyState title={emptyText ?? t('states.noData')} />;
  return (
    <div className="shell-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="shell-table">
        <caption className="shell-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {cells(row).map((cell, i) => (
                <td key={columns[i]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
