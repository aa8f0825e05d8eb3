import { Button, Input, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskItem } from '@portal/contracts';
import { UC_PATHS, usePagedList } from '../api.ts';
import { formatTime } from './format.ts';
import { StatusTag } from './StatusTag.tsx';
import { TaskDrawer } from './TaskDrawer.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';
import { TABLE_SCROLL } from '../../../shared/components/table.ts';

/** 我的待办 (open to-dos) or 我的已办 (decided ones): paged, searchable, each opens in a drawer. */
export function TaskList({ state }: { state: 'open' | 'done' }) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [keyword, setKeyword] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const list = usePagedList<TaskItem>('tasks', UC_PATHS.taskQuery, { category: 'todo', state, pageIndex, pageSize, keyword: keyword || undefined });

  const columns: TableProps<TaskItem>['columns'] = [
    {
      title: t('userCenter.common.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Button type="link" className="uc-link" onClick={() => setOpenId(row.id)} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}>
          {title}
        </Button>
      ),
    },
    { title: t('userCenter.common.node'), dataIndex: 'nodeName', width: 140, responsive: ['md'] },
    { title: t('userCenter.common.initiator'), dataIndex: 'initiatorName', width: 100, responsive: ['sm'] },
    state === 'open'
      ? { title: t('userCenter.common.createTime'), dataIndex: 'createTime', width: 180, render: formatTime, responsive: ['lg'] }
      : { title: t('userCenter.common.finishTime'), dataIndex: 'finishTime', width: 180, render: formatTime, responsive: ['lg'] },
    { title: t('userCenter.common.status'), dataIndex: 'status', width: 96, render: (s: TaskItem['status']) => <StatusTag status={s} /> },
    ...(state === 'open'
      ? [
          {
            title: t('userCenter.common.actions'),
            key: 'actions',
            width: 90,
            render: (_: unknown, row: TaskItem) => (
              <Button size="small" type="primary" ghost onClick={() => setOpenId(row.id)}>
                {t('userCenter.tasks.handle')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <div className="uc-toolbar">
        <Input.Search
          allowClear
          placeholder={t('userCenter.common.search')}
          style={{ maxWidth: 280 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageIndex(1);
          }}
        />
      </div>
      <Table<TaskItem>
        rowKey="id"
        scroll={TABLE_SCROLL}
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: listEmpty(list, t('userCenter.common.empty')) }}
        pagination={{
          current: pageIndex,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('userCenter.common.total', { total }),
          onChange: (page, size) => {
            setPageIndex(page);
            setPageSize(size);
          },
        }}
      />
      <TaskDrawer taskId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
