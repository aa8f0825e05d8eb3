import { App, Button, Form, Input, Modal, Segmented, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportItem, ReportStatus } from '@portal/contracts';
import { http } from '../../../shared/http/index.ts';
import { UC_PATHS, usePagedList, useRefreshUserCenter } from '../api.ts';
import { StatusTag } from '../components/StatusTag.tsx';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { usePaging } from '../components/usePaging.ts';
import { Access } from '../../../shared/access/access.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';
import { TABLE_SCROLL } from '../../../shared/components/table.ts';

type Filter = 'submitted' | 'approved' | 'rejected';

/** 报工审核: the reports submitted to the user; approve, or reject with a comment. */
export default function ReportApprovalPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshUserCenter();
  const [filter, setFilter] = useState<Filter>('submitted');
  const [reviewing, setReviewing] = useState<ReportItem | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const paging = usePaging();
  const list = usePagedList<ReportItem>('report-reviews', UC_PATHS.reportReviewQuery, { pageIndex: paging.pageIndex, pageSize: paging.pageSize, status: filter });

  const decide = async (result: 'approved' | 'rejected') => {
    if (!reviewing) return;
    if (result === 'rejected' && !comment.trim()) {
      setError(t('userCenter.report.commentRequired'));
      return;
    }
    setBusy(true);
    try {
      await http.post(UC_PATHS.reportReview, { id: reviewing.id, result, comment: comment.trim() });
      message.success(t(result === 'approved' ? 'userCenter.report.approved' : 'userCenter.report.rejected'));
      setReviewing(null);
      await refresh();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  const columns: TableProps<ReportItem>['columns'] = [
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
              onClick={() => {
                setReviewing(row);
                setComment('');
                setError('');
              }}
            >
              {t('userCenter.report.review')}
            </Button>
          </Access>
        ) : null,
    },
  ];

  return (
    <UserCenterFrame title={t('userCenter.pages.workReportApproval')}>
      <div className="uc-toolbar">
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            paging.reset();
          }}
          options={(['submitted', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`userCenter.status.${s}`) }))}
        />
      </div>
      <Table<ReportItem>
        rowKey="id"
        scroll={TABLE_SCROLL}
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: listEmpty(list, t('userCenter.common.empty')) }}
        pagination={paging.pagination(list.data?.total)}
      />
      <Modal
        open={Boolean(reviewing)}
        title={t('userCenter.report.reviewTitle')}
        onCancel={() => setReviewing(null)}
        footer={
          <Space>
            <Button danger loading={busy} onClick={() => void decide('rejected')}>
              {t('userCenter.tasks.reject')}
            </Button>
            <Button type="primary" loading={busy} onClick={() => void decide('approved')}>
              {t('userCenter.tasks.approve')}
            </Button>
          </Space>
        }
      >
        {reviewing && (
          <>
            <p>
              <strong>{reviewing.ownerName}</strong> · {reviewing.reportDate} · {reviewing.project} · {reviewing.hours} h
            </p>
            <p className="uc-muted">{reviewing.content}</p>
            <Form layout="vertical">
              <Form.Item label={t('userCenter.report.reviewComment')} validateStatus={error ? 'error' : undefined} help={error || undefined}>
                <Input.TextArea
                  rows={3}
                  maxLength={500}
                  value={comment}
                  onChange={(e) => {
                    setComment(e.target.value);
                    setError('');
                  }}
                />
              </Form.Item>
            </Form>
          </>
        )}
      </Modal>
    </UserCenterFrame>
  );
}
