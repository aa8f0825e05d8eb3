import { Button, DatePicker, Form, Input, InputNumber, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, type ReportItem } from '@portal/contracts';
import { useModalForm, type ModalForm } from '../../../shared/forms/useModalForm.ts';
import { saveReport, submitReport, useRefreshUserCenter } from '../api.ts';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

export interface ReportValues {
  reportDate: Dayjs;
  project: string;
  hours: number;
  content: string;
}
type Mode = 'draft' | 'submit';

const reportValues = (report: ReportItem | null): ReportValues =>
  report
    ? { reportDate: dayjs(report.reportDate), project: report.project, hours: report.hours, content: report.content }
    : { reportDate: dayjs(), project: '', hours: 8, content: '' };

/** The create / edit dialog's state: saved as a draft, or saved and submitted. */
export function useReportModal(): ModalForm<ReportItem, ReportValues, Mode> {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refresh = useRefreshUserCenter();
  return useModalForm<ReportItem, ReportValues, Mode>({
    toValues: reportValues,
    submit: async (values, report, mode) => {
      const { id } = await saveReport({ id: report?.id, reportDate: values.reportDate.format('YYYY-MM-DD'), project: values.project.trim(), hours: values.hours, content: values.content.trim() });
      if (mode === 'submit') await submitReport(id);
      message.success(t(mode === 'submit' ? 'userCenter.report.submitted' : 'userCenter.common.saved'));
      await refresh();
    },
  });
}

/** Create or edit a work report (date, project, hours, content; validated), then save it as a draft or submit it. */
export function ReportForm({ modal }: { modal: ModalForm<ReportItem, ReportValues, Mode> }) {
  const { t } = useTranslation();
  const { form, isOpen: open, record: report, submitting: busy } = modal;
  const onClose = modal.close;

  return (
    <Modal
      open={open}
      title={t(report ? 'userCenter.report.editTitle' : 'userCenter.report.createTitle')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('userCenter.common.cancel')}</Button>
          <Button loading={busy} onClick={() => void modal.submit('draft')}>
            {t('userCenter.report.saveDraft')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void modal.submit('submit')}>
            {t('userCenter.report.saveAndSubmit')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" requiredMark={false} name="report">
        <Form.Item name="reportDate" label={t('userCenter.report.date')} rules={[{ required: true, message: t('userCenter.report.dateRequired') }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item
          name="project"
          label={t('userCenter.report.project')}
          rules={[
            { required: true, whitespace: true, message: t('userCenter.report.projectRequired') },
            { max: REPORT_LIMITS.projectMax, message: t('userCenter.report.projectMax') },
          ]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="hours"
          label={t('userCenter.report.hours')}
          rules={[
            { required: true, message: t('userCenter.report.hoursRequired') },
            {
              validator: (_, v: number | null) =>
                v == null || (v >= REPORT_LIMITS.hoursMin && v <= REPORT_LIMITS.hoursMax && Number.isInteger(v * 2))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('userCenter.report.hoursRange'))),
            },
          ]}
        >
          <InputNumber style={{ width: '100%' }} step={0.5} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('userCenter.report.content')}
          rules={[
            { required: true, whitespace: true, message: t('userCenter.report.contentRequired') },
            { min: REPORT_LIMITS.contentMin, max: REPORT_LIMITS.contentMax, message: t('userCenter.report.contentLength') },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={REPORT_LIMITS.contentMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
