import { Button, Select, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplyItem } from '@portal/contracts';
import { judgeWithdraw, queryApplications, usePagedList, useRefreshUserCenter, withdrawApplication } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { StatusTag } from '../components/StatusTag.tsx';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { Access } from '../../../shared/access/access.tsx';
import { PagedListPage } from '../../../shared/components/PagedListPage.tsx';
import { useListFilter, usePaging } from '../../../shared/components/usePaging.ts';
import { KeywordSearch } from '../components/KeywordSearch.tsx';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

const STATUSES = ['running', 'approved', 'rejected', 'withdrawn'] as const;

/** 我的申请 (getuserapply): filter by status; withdraw when judgeTaskWithdraw allows it. */
export default function ApplyPage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const refresh = useRefreshUserCenter();
  const paging = usePaging();
  const [keyword, setKeyword] = useListFilter(paging, '');
  const [status, setStatus] = useListFilter<ApplyItem['status'] | undefined>(paging, undefined);
  const list = usePagedList('apply', queryApplications, { pageIndex: paging.pageIndex, pageSize: paging.pageSize, status, keyword: keyword || undefined });

  const withdraw = async (row: ApplyItem) => {
    const judged = await judgeWithdraw(row.id).catch(() => null);
    if (!judged) return;
    if (!judged.withdrawable) {
      message.warning(t('userCenter.apply.notWithdrawable'));
      return;
    }
    modal.confirm({
      title: t('userCenter.apply.withdraw'),
      content: t('userCenter.apply.withdrawConfirm', { title: row.title }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await withdrawApplication(row.id);
        message.success(t('userCenter.apply.withdrawn'));
        await refresh();
      },
    });
  };

  const columns: TableColumnType<ApplyItem>[] = [
    { title: t('userCenter.common.title'), dataIndex: 'title' },
    { title: t('userCenter.common.process'), dataIndex: 'processName', width: 120, responsive: ['md'] },
    { title: t('userCenter.common.node'), dataIndex: 'currentNode', width: 140, responsive: ['lg'], render: (v: string) => v || '—' },
    { title: t('userCenter.apply.createTime'), dataIndex: 'createTime', width: 180, render: formatTime, responsive: ['md'] },
    { title: t('userCenter.common.status'), dataIndex: 'status', width: 90, render: (s: ApplyItem['status']) => <StatusTag status={s} /> },
    {
      title: t('userCenter.common.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) =>
        row.status === 'running' ? (
          <Access action="edit">
            <Button size="small" onClick={() => void withdraw(row)}>
              {t('userCenter.apply.withdraw')}
            </Button>
          </Access>
        ) : null,
    },
  ];

  return (
    <UserCenterFrame title={t('userCenter.pages.apply')}>
      <PagedListPage<ApplyItem>
        columns={columns}
        source={list}
        paging={paging}
        toolbar={
          <>
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('userCenter.common.status')}
              value={status}
              onChange={setStatus}
              options={STATUSES.map((s) => ({ value: s, label: t(`userCenter.status.${s}`) }))}
            />
            <KeywordSearch onSearch={setKeyword} width={260} />
          </>
        }
      />
    </UserCenterFrame>
  );
}
