import { Button, Segmented, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskItem } from '@portal/contracts';
import { markTasksRead, queryTasks, usePagedList, useRefreshUserCenter } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { StatusTag } from '../components/StatusTag.tsx';
import { TaskDrawer } from '../components/TaskDrawer.tsx';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { useAccess } from '../../../shared/access/access.tsx';
import { PagedListPage } from '../../../shared/components/PagedListPage.tsx';
import { useListFilter, usePaging } from '../../../shared/components/usePaging.ts';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

/** 我的待阅: documents to read; select some and mark them read. */
export default function ToReadPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { canOnRoute } = useAccess();
  const refresh = useRefreshUserCenter();
  const [openId, setOpenId] = useState<string | null>(null);
  const paging = usePaging();
  const [state, setState] = useListFilter<'open' | 'done'>(paging, 'open');
  const list = usePagedList('tasks', queryTasks, { category: 'toread', state, pageIndex: paging.pageIndex, pageSize: paging.pageSize });

  const markRead = async (ids: string[], clear: () => void) => {
    try {
      const { updated } = await markTasksRead(ids);
      message.success(t('userCenter.tasks.markedRead', { count: updated }));
      clear();
      await refresh();
    } catch {
      // Shown by the client.
    }
  };

  const columns: TableColumnType<TaskItem>[] = [
    {
      title: t('userCenter.common.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => setOpenId(row.id)}>
          {title}
        </Button>
      ),
    },
    { title: t('userCenter.common.initiator'), dataIndex: 'initiatorName', width: 100, responsive: ['sm'] },
    { title: t('userCenter.common.createTime'), dataIndex: 'createTime', width: 180, render: formatTime, responsive: ['md'] },
    { title: t('userCenter.common.status'), dataIndex: 'status', width: 90, render: (s: TaskItem['status']) => <StatusTag status={s} /> },
  ];

  return (
    <UserCenterFrame title={t('userCenter.pages.todoread')}>
      <PagedListPage<TaskItem>
        columns={columns}
        source={list}
        paging={paging}
        toolbar={
          <Segmented<'open' | 'done'>
            value={state}
            onChange={setState}
            options={[
              { value: 'open', label: t('userCenter.tasks.unreadTab') },
              { value: 'done', label: t('userCenter.tasks.readTab') },
            ]}
          />
        }
        batch={
          state === 'open' && canOnRoute('edit')
            ? {
                render: (selected, clear) => (
                  <Button type="primary" disabled={selected.length === 0} onClick={() => void markRead(selected, clear)}>
                    {t('userCenter.tasks.markRead')}
                  </Button>
                ),
              }
            : undefined
        }
      />
      <TaskDrawer taskId={openId} onClose={() => setOpenId(null)} />
    </UserCenterFrame>
  );
}
