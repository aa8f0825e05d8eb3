import { useState } from 'react';
import type { PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The page index and size of a list and the pagination that drives them (the table's and the cards'). */
export interface Paging {
  pageIndex: number;
  pageSize: number;
  pagination: (total: number | undefined) => PaginationProps;
  /** Back to the first page (a new filter or search). */
  reset: () => void;
}

/** Page index and size of a list; a new page size starts again at page 1. */
export function usePaging(initialSize = 10): Paging {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const pagination = (total: number | undefined): PaginationProps => ({
    current: pageIndex,
    pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (n) => t('common.list.total', { total: n }),
    onChange: (page, size) => {
      setPageIndex(size === pageSize ? page : 1);
      setPageSize(size);
    },
  });
  return { pageIndex, pageSize, pagination, reset: () => setPageIndex(1) };
}

/** A list's filter (a status, a search): a new value starts the list again at page 1. */
export function useListFilter<T>(paging: Paging, initial: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(initial);
  return [
    value,
    (next: T) => {
      setValue(next);
      paging.reset();
    },
  ];
}
