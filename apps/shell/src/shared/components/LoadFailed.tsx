import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a list needs to tell "failed" from "empty": a query's error flag and its refetch. */
export interface ListSource {
  isError: boolean;
  refetch: () => unknown;
}

/** A list or table whose data could not be loaded: says so and offers Retry (never "no data"). */
export function LoadFailed({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <Empty className="portal-load-failed" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.loadFailed')}>
      <Button icon={<ReloadOutlined />} onClick={() => void onRetry()}>
        {t('common.retry')}
      </Button>
    </Empty>
  );
}

/**
 * The empty text of a list or table: the error state with Retry when its data failed to load,
 * the list's own "nothing found" text otherwise. Use it as `locale={{ emptyText: listEmpty(q, …) }}`.
 */
export function listEmpty(source: ListSource, empty: ReactNode): ReactNode {
  return source.isError ? <LoadFailed onRetry={source.refetch} /> : empty;
}
