import { App, Button, Input, Select, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult, ApplyItem, WithdrawJudgement } from '@portal/contracts';
import { http } from '../../../shared/http/index.ts';
import { UC_PATHS, WF_PATHS, usePagedList, useRefreshUserCenter } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { StatusTag } from '../components/StatusTag.tsx';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { usePaging } from '../components/usePaging.ts';
import { Access } from '../../../shared/access/access.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';
import { TABLE_SCROLL } from '../../../shared/components/table.ts';

const STATUSES = ['running', 'approved', 'rejected', 'withdrawn'] as const;

/** 我的申请 (getuserapply): filter by status; withdraw when judgeTaskWithdraw allows it. */
export default function ApplyPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const refresh = useRefreshUserCenter();
  const [status, setStatus] = useState<ApplyItem['status']>();
  const [keyword, setKeyword] = useState('');
  const paging = usePaging();
  const list = usePagedList<ApplyItem>('apply', WF_PATHS.getUserApply, { pageIndex: paging.pageIndex, pageSize: paging.pageSize, status, keyword: keyword || undefined });

  const withdraw = async (row: ApplyItem) => {
    const judged = await http.get<ApiResult<WithdrawJudgement>>(WF_PATHS.judgeTaskWithdraw, { applicationId: row.id }).catch(() => null);
    if (!judged) return;
    if (!judged.data.withdrawable) {
      message.warning(t('userCenter.apply.notWithdrawable'));
      return;
    }
    modal.confirm({
      title: t('userCenter.apply.withdraw'),
      content: t('userCenter.apply.withdrawConfirm', { title: row.title }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await http.post(UC_PATHS.applyWithdraw, { applicationId: row.id });
        message.success(t('userCenter.apply.withdrawn'));
        await refresh();
      },
    });
  };

  const columns: TableProps<ApplyItem>['columns'] = [
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
      <div className="uc-toolbar">
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('userCenter.common.status')}
          value={status}
          onChange={(value) => {
            setStatus(value);
            paging.reset();
          }}
          options={STATUSES.map((s) => ({ value: s, label: t(`userCenter.status.${s}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('userCenter.common.search')}
          style={{ maxWidth: 260 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            paging.reset();
          }}
        />
      </div>
      <Table<ApplyItem>
        rowKey="id"
        scroll={TABLE_SCROLL}
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: listEmpty(list, t('userCenter.common.empty')) }}
        pagination={paging.pagination(list.data?.total)}
      />
    </UserCenterFrame>
  );
}
