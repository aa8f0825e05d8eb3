import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';

/** Page index and size of a list, and the table pagination that drives them. */
export function usePaging() {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: pageIndex,
    pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (n) => t('userCenter.common.total', { total: n }),
    onChange: (page, size) => {
      setPageIndex(size === pageSize ? page : 1);
      setPageSize(size);
    },
  });
  return { pageIndex, pageSize, pagination, reset: () => setPageIndex(1) };
}
