import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Segmented, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { REPORT_STATUSES, type ReportItem, type ReportStatus } from '@portal/contracts';
import { http } from '../../../shared/http/index.ts';
import { UC_PATHS, usePagedList, useRefreshUserCenter } from '../api.ts';
import { ReportForm } from '../components/ReportForm.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { usePaging } from '../components/usePaging.ts';
import { Access } from '../../../shared/access/access.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';
import { TABLE_SCROLL } from '../../../shared/components/table.ts';

type Filter = ReportStatus | 'all';
const isStatus = (v: string | undefined): v is ReportStatus => (REPORT_STATUSES as readonly string[]).includes(v ?? '');

/** 我的报工 (submitted/my-work; submitted/:type opens filtered by status): create, edit and submit work reports. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshUserCenter();
  const { type } = useParams();
  const [filter, setFilter] = useState<Filter>(isStatus(type) ? type : 'all');
  const [editing, setEditing] = useState<ReportItem | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const paging = usePaging();
  const list = usePagedList<ReportItem>('reports', UC_PATHS.reportQuery, {
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
    status: filter === 'all' ? undefined : filter,
  });

  const submit = async (row: ReportItem) => {
    try {
      await http.post(UC_PATHS.reportSubmit, { id: row.id });
      message.success(t('userCenter.report.submitted'));
      await refresh();
    } catch {
      // Shown by the client.
    }
  };

  const columns: TableProps<ReportItem>['columns'] = [
    { title: t('userCenter.report.date'), dataIndex: 'reportDate', width: 120 },
    { title: t('userCenter.report.project'), dataIndex: 'project', width: 170, responsive: ['sm'] },
    { title: t('userCenter.report.hours'), dataIndex: 'hours', width: 100, align: 'right' },
    { title: t('userCenter.report.content'), dataIndex: 'content', width: 280, responsive: ['md'], ellipsis: true },
    { title: t('userCenter.report.approver'), dataIndex: 'approverName', width: 110, responsive: ['lg'], render: (v: string) => v || '—' },
    {
      title: t('userCenter.common.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: ReportStatus, row) => (
        <span title={row.reviewComment}>
          <StatusTag status={v} />
        </span>
      ),
    },
    {
      title: t('userCenter.common.actions'),
      key: 'actions',
      width: 130,
      render: (_, row) =>
        row.status === 'draft' || row.status === 'rejected' ? (
          <Access action="edit">
            <Space size={4}>
              <Button
                size="small"
                type="link"
                onClick={() => {
                  setEditing(row);
                  setFormOpen(true);
                }}
              >
                {t('userCenter.common.edit')}
              </Button>
              <Button size="small" type="link" onClick={() => void submit(row)}>
                {t('userCenter.report.submit')}
              </Button>
            </Space>
          </Access>
        ) : null,
    },
  ];

  return (
    <UserCenterFrame
      title={t('userCenter.pages.submitted')}
      extra={
        <Access action="edit">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            {t('userCenter.report.create')}
          </Button>
        </Access>
      }
    >
      <div className="uc-toolbar">
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            paging.reset();
          }}
          options={[{ value: 'all', label: t('userCenter.common.all') }, ...REPORT_STATUSES.map((s) => ({ value: s, label: t(`userCenter.status.${s}`) }))]}
        />
      </div>
      <Table<ReportItem>
        rowKey="id"
        scroll={TABLE_SCROLL}
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        expandable={{ expandedRowRender: (row) => <p style={{ margin: 0 }}>{row.content}{row.reviewComment ? ` — ${t('userCenter.report.reviewComment')}：${row.reviewComment}` : ''}</p> }}
        locale={{ emptyText: listEmpty(list, t('userCenter.common.empty')) }}
        pagination={paging.pagination(list.data?.total)}
      />
      <ReportForm open={formOpen} report={editing} onClose={() => setFormOpen(false)} />
    </UserCenterFrame>
  );
}
