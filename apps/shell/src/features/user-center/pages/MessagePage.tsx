import { Button, Segmented, Tag, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Message } from '@portal/contracts';
import { shellEvents } from '../../../shared/events/shell-events.ts';
import { useSessionStore } from '../../../shared/session/store.ts';
import { markMessagesRead, queryMessages, usePagedList, useRefreshUserCenter } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { StatusTag } from '../components/StatusTag.tsx';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { PagedListPage } from '../../../shared/components/PagedListPage.tsx';
import { useListFilter, usePaging } from '../../../shared/components/usePaging.ts';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

type Filter = 'all' | 'noread' | 'read';

/** 我的消息: paged, filtered read/unread; mark selected read (changeStatusBatch) and the top bar's dot follows. */
export default function MessagePage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refresh = useRefreshUserCenter();
  const userCode = useSessionStore((s) => s.user?.username ?? '');
  const paging = usePaging();
  const [filter, setFilter] = useListFilter<Filter>(paging, 'all');
  const list = usePagedList('messages', queryMessages, {
    userCode,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
    status: filter === 'all' ? undefined : filter,
  });

  const markRead = async (ids: string[], clear: () => void) => {
    try {
      const { updated } = await markMessagesRead(ids);
      message.success(t('userCenter.message.markedRead', { count: updated }));
      clear();
      shellEvents.emit('messagesChanged', {});
      await refresh();
    } catch {
      // Shown by the client.
    }
  };

  const columns: TableColumnType<Message>[] = [
    {
      title: t('userCenter.common.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <div className="portal-cell-text">
          <div style={{ fontWeight: row.status === 'noread' ? 600 : 400 }}>{title}</div>
          <div className="uc-muted" style={{ fontSize: 12 }}>
            {row.content}
          </div>
        </div>
      ),
    },
    { title: t('userCenter.message.type'), dataIndex: 'type', width: 90, render: (v: Message['type']) => <Tag>{t(`userCenter.message.types.${v}`)}</Tag>, responsive: ['sm'] },
    { title: t('userCenter.message.sender'), dataIndex: 'sender', width: 120, responsive: ['md'] },
    { title: t('userCenter.message.time'), dataIndex: 'createTime', width: 180, render: formatTime, responsive: ['lg'] },
    {
      title: t('userCenter.common.status'),
      dataIndex: 'status',
      width: 80,
      render: (v: Message['status']) => <StatusTag status={v === 'noread' ? 'unread' : 'read'} />,
    },
  ];

  return (
    <UserCenterFrame title={t('userCenter.pages.message')}>
      <PagedListPage<Message>
        columns={columns}
        source={list}
        paging={paging}
        toolbar={
          <Segmented<Filter>
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'all', label: t('userCenter.common.all') },
              { value: 'noread', label: t('userCenter.message.unread') },
              { value: 'read', label: t('userCenter.message.read') },
            ]}
          />
        }
        batch={{
          selectable: (row) => row.status !== 'read',
          render: (selected, clear) => (
            <Button type="primary" disabled={selected.length === 0} onClick={() => void markRead(selected, clear)}>
              {t('userCenter.message.markRead')}
            </Button>
          ),
        }}
      />
    </UserCenterFrame>
  );
}
