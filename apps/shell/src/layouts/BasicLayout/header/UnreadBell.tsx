import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Popover } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { shellEvents } from '../../../shared/events/shell-events.ts';
import { tenantKey } from '../../../shared/query/keys.ts';
import { useSessionStore } from '../../../shared/session/store.ts';
import { fetchUnreadCount } from './api.ts';
import { LatestUnread } from './LatestUnread.tsx';
import './unread-bell.css';

/** How often the unread count refreshes while the portal is open. */
export const UNREAD_REFRESH_MS = 60_000;
export const MESSAGE_PAGE = '/user-center/message';

/** The message centre's bell: a dot while anything is unread (SPEC §4); hovering previews the latest unread; opens the messages page. */
export function UnreadBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userCode = useSessionStore((s) => s.user?.username ?? '');
  const setCount = useSessionStore((s) => s.setNoReadMsgCount);
  const queryKey = tenantKey('messages', 'unread', userCode);
  const { data: count = 0 } = useQuery({
    queryKey,
    queryFn: () => fetchUnreadCount(userCode),
    enabled: userCode !== '',
    refetchInterval: UNREAD_REFRESH_MS,
    // Coming back to the portal's browser tab shows the current count at once.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

  useEffect(() => setCount(count), [count, setCount]);
  useEffect(
    () => shellEvents.on('messagesChanged', () => void queryClient.invalidateQueries({ queryKey: tenantKey('messages') })),
    [queryClient],
  );

  const label = count > 0 ? t('layout.header.unread', { count }) : t('layout.header.noUnread');
  return (
    <Popover
      title={label}
      placement="bottomRight"
      rootClassName="portal-bell-popover"
      content={<LatestUnread userCode={userCode} onOpenAll={() => navigate(MESSAGE_PAGE)} />}
    >
      <button
        type="button"
        className="portal-action portal-bell"
        aria-label={`${t('layout.header.messages')}: ${label}`}
        data-unread={count}
        onClick={() => navigate(MESSAGE_PAGE)}
      >
        <span className="portal-bell__icon">
          <BellOutlined className="portal-action__icon" />
          {count > 0 && <span className="portal-bell__dot" data-testid="unread-dot" />}
        </span>
      </button>
    </Popover>
  );
}
