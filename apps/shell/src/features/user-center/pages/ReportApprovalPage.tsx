import { Button, Segmented, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportItem, ReportStatus } from '@portal/contracts';
import { queryReportReviews, usePagedList } from '../api.ts';
import { ReviewDialog, useReviewModal } from '../components/ReviewDialog.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { Access } from '../../../shared/access/access.tsx';
import { PagedListPage } from '../../../shared/components/PagedListPage.tsx';
import { useListFilter, usePaging } from '../../../shared/components/usePaging.ts';

type Filter = 'submitted' | 'approved' | 'rejected';

/** 报工审核: the reports submitted to the user; approve, or reject with a comment. */
export default function ReportApprovalPage() {
  const { t } = useTranslation();
  const review = useReviewModal();
  const paging = usePaging();
  const [filter, setFilter] = useListFilter<Filter>(paging, 'submitted');
  const list = usePagedList('report-reviews', queryReportReviews, { pageIndex: paging.pageIndex, pageSize: paging.pageSize, status: filter });

  const columns: TableColumnType<ReportItem>[] = [
    { title: t('userCenter.report.owner'), dataIndex: 'ownerName', width: 90 },
    { title: t('userCenter.report.date'), dataIndex: 'reportDate', width: 120 },
    { title: t('userCenter.report.project'), dataIndex: 'project', width: 170, responsive: ['md'] },
    { title: t('userCenter.report.hours'), dataIndex: 'hours', width: 90, align: 'right', responsive: ['sm'] },
    { title: t('userCenter.report.content'), dataIndex: 'content', width: 280, ellipsis: true, responsive: ['lg'] },
    { title: t('userCenter.common.status'), dataIndex: 'status', width: 90, render: (v: ReportStatus) => <StatusTag status={v} /> },
    {
      title: t('userCenter.common.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) =>
        row.status === 'submitted' ? (
          <Access action="edit">
            <Button
              size="small"
              type="primary"
              ghost
              onClick={() => review.open(row)}
            >
              {t('userCenter.report.review')}
            </Button>
          </Access>
        ) : null,
    },
  ];

  return (
    <UserCenterFrame title={t('userCenter.pages.workReportApproval')}>
      <PagedListPage<ReportItem>
        columns={columns}
        source={list}
        paging={paging}
        toolbar={
          <Segmented<Filter>
            value={filter}
            onChange={setFilter}
            options={(['submitted', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`userCenter.status.${s}`) }))}
          />
        }
      />
      <ReviewDialog modal={review} />
    </UserCenterFrame>
  );
}
