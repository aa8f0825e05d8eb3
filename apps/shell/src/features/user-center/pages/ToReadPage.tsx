import { App, Button, Segmented, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskItem } from '@portal/contracts';
import { http } from '../../../shared/http/index.ts';
import { UC_PATHS, usePagedList, useRefreshUserCenter } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { StatusTag } from '../components/StatusTag.tsx';
import { TaskDrawer } from '../components/TaskDrawer.tsx';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { usePaging } from '../components/usePaging.ts';
import { Access } from '../../../shared/access/access.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';
import { TABLE_SCROLL } from '../../../shared/components/table.ts';

/** 我的待阅: documents to read; select some and mark them read. */
export default function ToReadPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshUserCenter();
  const [state, setState] = useState<'open' | 'done'>('open');
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const paging = usePaging();
  const list = usePagedList<TaskItem>('tasks', UC_PATHS.taskQuery, { category: 'toread', state, pageIndex: paging.pageIndex, pageSize: paging.pageSize });

  const markRead = async (ids: string[]) => {
    try {
      const { data } = await http.post<{ data: { updated: number } }>(UC_PATHS.taskRead, { ids });
      message.success(t('userCenter.tasks.markedRead', { count: data.updated }));
      setSelected([]);
      await refresh();
    } catch {
      // Shown by the client.
    }
  };

  const columns: TableProps<TaskItem>['columns'] = [
    {
      title: t('userCenter.common.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpenId(row.id)}>
          {title}
        </Button>
      ),
    },
    { title: t('userCenter.common.initiator'), dataIndex: 'initiatorName', width: 100, responsive: ['sm'] },
    { title: t('userCenter.common.createTime'), dataIndex: 'createTime', width: 180, render: formatTime, responsive: ['md'] },
    { title: t('userCenter.common.status'), dataIndex: 'status', width: 90, render: (s: TaskItem['status']) => <StatusTag status={s} /> },
  ];

  return (
    <UserCenterFrame
      title={t('userCenter.pages.todoread')}
      extra={
        state === 'open' && (
          <Access action="edit">
            <Button type="primary" disabled={selected.length === 0} onClick={() => void markRead(selected)}>
              {t('userCenter.tasks.markRead')}
            </Button>
          </Access>
        )
      }
    >
      <div className="uc-toolbar">
        <Segmented<'open' | 'done'>
          value={state}
          onChange={(value) => {
            setState(value);
            setSelected([]);
            paging.reset();
          }}
          options={[
            { value: 'open', label: t('userCenter.tasks.unreadTab') },
            { value: 'done', label: t('userCenter.tasks.readTab') },
          ]}
        />
      </div>
      <Table<TaskItem>
        rowKey="id"
        scroll={TABLE_SCROLL}
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        rowSelection={state === 'open' ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined}
        locale={{ emptyText: listEmpty(list, t('userCenter.common.empty')) }}
        pagination={paging.pagination(list.data?.total)}
      />
      <TaskDrawer taskId={openId} onClose={() => setOpenId(null)} />
    </UserCenterFrame>
  );
}
