import { Empty, Grid, Pagination, Spin, Table, type TableColumnType, type TableProps } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listEmpty, type ListSource } from './LoadFailed.tsx';
import { PagedCards } from './PagedCards.tsx';
import { TABLE_SCROLL } from './table.ts';
import { usePaging, type Paging } from './usePaging.ts';
import './paged-list.css';

/** What the list shows: one page of rows and the count of all (a query's answer), and whether it failed. */
export interface PagedSource<T> extends ListSource {
  data?: { data: T[]; total: number } | undefined;
  isFetching: boolean;
}

/** Rows that can be selected for a batch action (mark read, delete…). */
export interface BatchAction<T> {
  /** The buttons; they get the selected keys (only rows on the page shown) and a way to clear the selection. */
  render: (selected: string[], clear: () => void) => ReactNode;
  /** A row that cannot be chosen (already read…). */
  selectable?: (row: T) => boolean;
}

export interface PagedListPageProps<T extends object> {
  columns: TableColumnType<T>[];
  source: PagedSource<T>;
  /** Paging on the server; without it every row is in `source` and the page is cut here. */
  paging?: Paging;
  rowKey?: keyof T & string;
  /** Filters and search, left of the batch buttons. */
  toolbar?: ReactNode;
  /** Given only when the user may use it (the route's action is held): otherwise no row can be selected. */
  batch?: BatchAction<T>;
  expandable?: TableProps<T>['expandable'];
  emptyText?: ReactNode;
}

/**
 * A list page's body: the toolbar (filters, search, batch buttons with the count selected), the
 * rows and the paging. A failed load shows the error with Retry, never "no data". Under 576 px
 * each row is a card (title, fields, status, the row's actions) with the same paging and
 * selection, so nothing is wider than the phone.
 */
export function PagedListPage<T extends object>({ columns, source, paging: serverPaging, rowKey = 'id' as keyof T & string, toolbar, batch, expandable, emptyText }: PagedListPageProps<T>) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const narrow = screens.sm === false;
  const localPaging = usePaging();
  const paging = serverPaging ?? localPaging;
  const [chosen, setChosen] = useState<string[]>([]);

  const all = source.data?.data ?? [];
  const rows = serverPaging ? all : all.slice((paging.pageIndex - 1) * paging.pageSize, paging.pageIndex * paging.pageSize);
  const keyOf = (row: T) => String(row[rowKey]);
  // Only what is on the page shown stays selected: a new filter, page or refresh drops the rest.
  const selected = chosen.filter((key) => rows.some((row) => keyOf(row) === key));
  const clear = () => setChosen([]);
  const pagination = paging.pagination(source.data?.total);
  const empty = listEmpty(source, emptyText ?? t('common.list.empty'));
  const batchButtons = batch?.render(selected, clear);

  return (
    <div className="portal-paged-list">
      {(toolbar || batchButtons) && (
        <div className="portal-paged-list__toolbar">
          {toolbar}
          {batchButtons && (
            <div className="portal-paged-list__batch">
              {selected.length > 0 && <span className="portal-paged-list__count">{t('common.list.selected', { count: selected.length })}</span>}
              {batchButtons}
            </div>
          )}
        </div>
      )}
      {narrow ? (
        <Spin spinning={source.isFetching}>
          {rows.length === 0 ? (
            <div className="portal-paged-list__empty">{source.isError ? empty : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />}</div>
          ) : (
            <PagedCards
              columns={columns}
              rows={rows}
              keyOf={keyOf}
              selection={batch ? { selected, onChange: setChosen, selectable: batch.selectable } : undefined}
            />
          )}
          {(source.data?.total ?? 0) > 0 && <Pagination {...pagination} size="small" showSizeChanger={false} className="portal-paged-list__pagination" />}
        </Spin>
      ) : (
        <Table<T>
          rowKey={(row) => keyOf(row)}
          scroll={TABLE_SCROLL}
          columns={columns}
          dataSource={rows}
          loading={source.isFetching}
          expandable={expandable}
          rowSelection={
            batch
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys: Key[]) => setChosen(keys.map(String)),
                  getCheckboxProps: batch.selectable ? (row) => ({ disabled: !batch.selectable?.(row) }) : undefined,
                }
              : undefined
          }
          locale={{ emptyText: empty }}
          pagination={pagination}
        />
      )}
    </div>
  );
}
