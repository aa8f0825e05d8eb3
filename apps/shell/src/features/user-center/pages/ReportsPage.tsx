import { PlusOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { REPORT_STATUSES, type ReportItem, type ReportStatus } from '@portal/contracts';
import { queryReports, submitReport, usePagedList, useRefreshUserCenter } from '../api.ts';
import { ReportForm, useReportModal } from '../components/ReportForm.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { Access } from '../../../shared/access/access.tsx';
import { PagedListPage } from '../../../shared/components/PagedListPage.tsx';
import { useListFilter, usePaging } from '../../../shared/components/usePaging.ts';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

type Filter = ReportStatus | 'all';
const isStatus = (v: string | undefined): v is ReportStatus => (REPORT_STATUSES as readonly string[]).includes(v ?? '');

/** 我的报工 (submitted/my-work; submitted/:type opens filtered by status): create, edit and submit work reports. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refresh = useRefreshUserCenter();
  const { type } = useParams();
  const reportModal = useReportModal();
  const paging = usePaging();
  const [filter, setFilter] = useListFilter<Filter>(paging, isStatus(type) ? type : 'all');
  const list = usePagedList('reports', queryReports, {
    pageIndex: paging.pageIndex,
    pageSize: paging.pageSize,
    status: filter === 'all' ? undefined : filter,
  });

  const submit = async (row: ReportItem) => {
    try {
      await submitReport(row.id);
      message.success(t('userCenter.report.submitted'));
      await refresh();
    } catch {
      // Shown by the client.
    }
  };

  const columns: TableColumnType<ReportItem>[] = [
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
                onClick={() => reportModal.open(row)}
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
            onClick={() => reportModal.open(null)}
          >
            {t('userCenter.report.create')}
          </Button>
        </Access>
      }
    >
      <PagedListPage<ReportItem>
        columns={columns}
        source={list}
        paging={paging}
        expandable={{ expandedRowRender: (row) => <p style={{ margin: 0 }}>{row.content}{row.reviewComment ? ` — ${t('userCenter.report.reviewComment')}：${row.reviewComment}` : ''}</p> }}
        toolbar={
          <Segmented<Filter>
            value={filter}
            onChange={setFilter}
            options={[{ value: 'all', label: t('userCenter.common.all') }, ...REPORT_STATUSES.map((s) => ({ value: s, label: t(`userCenter.status.${s}`) }))]}
          />
        }
      />
      <ReportForm modal={reportModal} />
    </UserCenterFrame>
  );
}
