import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, type ApiResult, type ReportItem } from '@portal/contracts';
import { useFormSource } from '../../../shared/forms/server-values.ts';
import { http } from '../../../shared/http/index.ts';
import { UC_PATHS, useRefreshUserCenter } from '../api.ts';

interface Values {
  reportDate: Dayjs;
  project: string;
  hours: number;
  content: string;
}

const NEW_REPORT = { id: '' } as const;
const reportValues = (report: ReportItem | typeof NEW_REPORT): Values =>
  'reportDate' in report
    ? { reportDate: dayjs(report.reportDate), project: report.project, hours: report.hours, content: report.content }
    : { reportDate: dayjs(), project: '', hours: 8, content: '' };

/** Create or edit a work report (date, project, hours, content; validated), then save it as a draft or submit it. */
export function ReportForm({ report, open, onClose }: { report: ReportItem | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshUserCenter();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  // Filled when the dialog opens, not again while it stays open.
  useFormSource(form, open ? (report ?? NEW_REPORT) : null, reportValues);

  const save = async (submit: boolean) => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const body = { id: report?.id, reportDate: values.reportDate.format('YYYY-MM-DD'), project: values.project.trim(), hours: values.hours, content: values.content.trim() };
      const { data } = await http.post<ApiResult<{ id: string }>>(UC_PATHS.reportSave, body);
      if (submit) await http.post(UC_PATHS.reportSubmit, { id: data.id });
      message.success(t(submit ? 'userCenter.report.submitted' : 'userCenter.common.saved'));
      await refresh();
      onClose();
    } catch {
      // Shown by the client; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(report ? 'userCenter.report.editTitle' : 'userCenter.report.createTitle')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('userCenter.common.cancel')}</Button>
          <Button loading={busy} onClick={() => void save(false)}>
            {t('userCenter.report.saveDraft')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void save(true)}>
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
