import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/components/LoadFailed.tsx';
import { tenantKey } from '../../../shared/query/keys.ts';
import { latestUnread } from './api.ts';

/** How many unread messages the bell's preview lists. */
export const LATEST_UNREAD = 5;

/** The bell's preview: the latest unread messages of the types that notify, and a way to all of them. */
export function LatestUnread({ userCode, onOpenAll }: { userCode: string; onOpenAll: () => void }) {
  const { t } = useTranslation();
  const latest = useQuery({
    queryKey: tenantKey('messages', 'latest', userCode),
    queryFn: () => latestUnread(userCode, LATEST_UNREAD),
    staleTime: 0,
  });
  const items = latest.data?.data ?? [];
  return (
    <div className="portal-bell-preview" data-testid="bell-preview">
      {latest.isError ? (
        <LoadFailed onRetry={latest.refetch} />
      ) : items.length === 0 ? (
        <p className="portal-bell-preview__empty">{latest.isLoading ? t('common.loading') : t('layout.header.noUnread')}</p>
      ) : (
        <ul className="portal-bell-preview__list">
          {items.map((m) => (
            <li key={m.id}>
              <button type="button" onClick={onOpenAll}>
                {m.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="portal-bell-preview__all" onClick={onOpenAll}>
        {t('layout.header.allMessages')}
      </button>
    </div>
  );
}
