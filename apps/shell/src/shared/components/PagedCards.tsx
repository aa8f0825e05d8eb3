import { Card, Checkbox, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { cellOf } from './table.ts';

interface Selection<T> {
  selected: string[];
  onChange: (keys: string[]) => void;
  selectable?: (row: T) => boolean;
}

const keyOfColumn = <T,>(column: TableColumnType<T>) => String(column.key ?? column.dataIndex ?? '');

/**
 * The rows of a list on a phone: one card each. The first column is the card's title, the
 * `status` column sits beside it, the `actions` column is the card's foot, the other columns are
 * labelled fields. A checkbox selects the row when the list has a batch action.
 */
export function PagedCards<T extends object>({ columns, rows, keyOf, selection }: { columns: TableColumnType<T>[]; rows: T[]; keyOf: (row: T) => string; selection?: Selection<T> }) {
  const { t } = useTranslation();
  const [titleColumn, ...rest] = columns;
  const status = rest.find((c) => keyOfColumn(c) === 'status');
  const actions = rest.find((c) => keyOfColumn(c) === 'actions');
  const fields = rest.filter((c) => c !== status && c !== actions);

  return (
    <ul className="portal-paged-cards">
      {rows.map((row, index) => {
        const key = keyOf(row);
        const checked = selection?.selected.includes(key) ?? false;
        const foot = actions ? cellOf(actions, row, index) : null;
        return (
          <li key={key}>
            <Card size="small" className={`portal-paged-card${checked ? ' is-selected' : ''}`} data-testid="list-card">
              <div className="portal-paged-card__head">
                {selection && (
                  <Checkbox
                    aria-label={t('common.list.selectRow')}
                    checked={checked}
                    disabled={selection.selectable ? !selection.selectable(row) : false}
                    onChange={(e) => selection.onChange(e.target.checked ? [...selection.selected, key] : selection.selected.filter((k) => k !== key))}
                  />
                )}
                <div className="portal-paged-card__title">{titleColumn ? cellOf(titleColumn, row, index) : key}</div>
                {status && <div className="portal-paged-card__status">{cellOf(status, row, index)}</div>}
              </div>
              {fields.length > 0 && (
                <dl className="portal-paged-card__fields">
                  {fields.map((column) => (
                    <div key={keyOfColumn(column)}>
                      <dt>{typeof column.title === 'function' ? null : column.title}</dt>
                      <dd>{cellOf(column, row, index)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {foot ? <div className="portal-paged-card__actions">{foot}</div> : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
