import { App, Button, Segmented, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@portal/contracts';
import { shellEvents } from '../../../shared/events/shell-events.ts';
import { http } from '../../../shared/http/index.ts';
import { useSessionStore } from '../../../shared/session/store.ts';
import { MESSAGE_PATHS, usePagedList, useRefreshUserCenter } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { StatusTag } from '../components/StatusTag.tsx';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { usePaging } from '../components/usePaging.ts';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';
import { TABLE_SCROLL } from '../../../shared/components/table.ts';

type Filter = 'all' | 'noread' | 'read';

/** 我的消息: paged, filtered read/unread; mark selected read (changeStatusBatch) and the top bar's dot follows. */
export default function MessagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshUserCenter();
  const userCode = useSessionStore((s) => s.user?.username ?? '');
  const [filter, setFilter] = useState<Filter>('all');
  const [selected, setSelected] = useState<string[]>([]);
  const paging = usePaging();
  const list = usePagedList<Message>('messages', MESSAGE_PATHS.conditionQuery, {
    userCode,
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
    status: filter === 'all' ? undefined : filter,
  });

  const markRead = async () => {
    try {
      const { data } = await http.post<{ data: { updated: number } }>(MESSAGE_PATHS.changeStatusBatch, { ids: selected, status: 'read' });
      message.success(t('userCenter.message.markedRead', { count: data.updated }));
      setSelected([]);
      shellEvents.emit('messagesChanged', {});
      await refresh();
    } catch {
      // Shown by the client.
    }
  };

  const columns: TableProps<Message>['columns'] = [
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
    <UserCenterFrame
      title={t('userCenter.pages.message')}
      extra={
        <Button type="primary" disabled={selected.length === 0} onClick={() => void markRead()}>
          {t('userCenter.message.markRead')}
        </Button>
      }
    >
      <div className="uc-toolbar">
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setSelected([]);
            paging.reset();
          }}
          options={[
            { value: 'all', label: t('userCenter.common.all') },
            { value: 'noread', label: t('userCenter.message.unread') },
            { value: 'read', label: t('userCenter.message.read') },
          ]}
        />
      </div>
      <Table<Message>
        rowKey="id"
        scroll={TABLE_SCROLL}
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          getCheckboxProps: (row) => ({ disabled: row.status === 'read' }),
        }}
        locale={{ emptyText: listEmpty(list, t('userCenter.common.empty')) }}
        pagination={paging.pagination(list.data?.total)}
      />
    </UserCenterFrame>
  );
}
