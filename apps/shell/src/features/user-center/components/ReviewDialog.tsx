import { Button, Form, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReportItem } from '@portal/contracts';
import { useModalForm, type ModalForm } from '../../../shared/forms/useModalForm.ts';
import { reviewReport, useRefreshUserCenter } from '../api.ts';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

type Decision = 'approved' | 'rejected';
interface ReviewValues {
  comment: string;
}

/** The review dialog's state: approve, or reject with a comment (said under the field when missing). */
export function useReviewModal(): ModalForm<ReportItem, ReviewValues, Decision> {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refresh = useRefreshUserCenter();
  return useModalForm<ReportItem, ReviewValues, Decision>({
    toValues: () => ({ comment: '' }),
    check: (values, decision) => (decision === 'rejected' && !values.comment?.trim() ? { name: 'comment', message: t('userCenter.report.commentRequired') } : undefined),
    submit: async (values, report, decision) => {
      if (!report) return;
      await reviewReport({ id: report.id, result: decision, comment: values.comment?.trim() ?? '' });
      message.success(t(decision === 'approved' ? 'userCenter.report.approved' : 'userCenter.report.rejected'));
      await refresh();
    },
  });
}

/** 报工审核's dialog: the report, a comment, approve or reject. */
export function ReviewDialog({ modal }: { modal: ModalForm<ReportItem, ReviewValues, Decision> }) {
  const { t } = useTranslation();
  const report = modal.record;
  return (
    <Modal
      open={modal.isOpen}
      title={t('userCenter.report.reviewTitle')}
      onCancel={modal.close}
      destroyOnHidden
      footer={
        <Space>
          <Button danger loading={modal.submitting} onClick={() => void modal.submit('rejected')}>
            {t('userCenter.tasks.reject')}
          </Button>
          <Button type="primary" loading={modal.submitting} onClick={() => void modal.submit('approved')}>
            {t('userCenter.tasks.approve')}
          </Button>
        </Space>
      }
    >
      {report && (
        <>
          <p>
            <strong>{report.ownerName}</strong> · {report.reportDate} · {report.project} · {report.hours} h
          </p>
          <p className="uc-muted">{report.content}</p>
        </>
      )}
      <Form form={modal.form} layout="vertical" name="review">
        <Form.Item name="comment" label={t('userCenter.report.reviewComment')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
