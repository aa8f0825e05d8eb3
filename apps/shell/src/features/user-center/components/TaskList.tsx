import { Button, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskItem } from '@portal/contracts';
import { queryTasks, usePagedList } from '../api.ts';
import { formatTime } from './format.ts';
import { StatusTag } from './StatusTag.tsx';
import { TaskDrawer } from './TaskDrawer.tsx';
import { PagedListPage } from '../../../shared/components/PagedListPage.tsx';
import { useListFilter, usePaging } from '../../../shared/components/usePaging.ts';
import { KeywordSearch } from './KeywordSearch.tsx';

/** 我的待办 (open to-dos) or 我的已办 (decided ones): paged, searchable, each opens in a drawer. */
export function TaskList({ state }: { state: 'open' | 'done' }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const [keyword, setKeyword] = useListFilter(paging, '');
  const [openId, setOpenId] = useState<string | null>(null);
  const list = usePagedList('tasks', queryTasks, { category: 'todo', state, pageIndex: paging.pageIndex, pageSize: paging.pageSize, keyword: keyword || undefined });

  const columns: TableColumnType<TaskItem>[] = [
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
      <PagedListPage<TaskItem>
        columns={columns}
        source={list}
        paging={paging}
        toolbar={
          <KeywordSearch onSearch={setKeyword} />
        }
      />
      <TaskDrawer taskId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
