import { LEAVE_PATHS, LEAVE_TYPES, type LeaveRequest, type LeaveType } from '@portal/contracts';
import { ApiError, type Subapp } from '@portal/subapp-kit';
import { Alert, Button, Card, DatePicker, Descriptions, Form, Input, Result, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { Messages } from './messages.ts';

interface Values {
  leaveType: LeaveType;
  period: [Dayjs, Dayjs];
  reason: string;
}

/** A leave request of the signed-in employee (the user in the props). */
export function LeaveForm({ subapp, m }: { subapp: Subapp; m: Messages }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<LeaveRequest | null>(null);

  const submit = async ({ leaveType, period, reason }: Values) => {
    setSaving(true);
    setError(null);
    try {
      const body = { leaveType, startDate: period[0].format('YYYY-MM-DD'), endDate: period[1].format('YYYY-MM-DD'), reason };
      setCreated(await subapp.request<LeaveRequest>(LEAVE_PATHS.create, { method: 'POST', body }));
      form.resetFields();
      subapp.shell.setDirty(false);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  if (created) {
    return (
      <Card variant="borderless">
        <Result
          status="success"
          title={m.submitted}
          subTitle={m.submittedDetail.replace('{days}', String(created.days))}
          extra={[
            <Button key="list" type="primary" onClick={() => subapp.router.navigate('/leave/list')}>
              {m.viewList}
            </Button>,
            <Button key="done" onClick={() => subapp.shell.closeTab()}>
              {m.done}
            </Button>,
          ]}
        />
      </Card>
    );
  }

  return (
    <Card title={m.applyTitle} variant="borderless">
      <Descriptions size="small" style={{ marginBottom: 16 }} items={[{ key: 'who', label: m.applicant, children: subapp.props.userCode }]} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={saving}
        name="leave"
        onValuesChange={() => subapp.shell.setDirty(true)}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="leaveType" label={m.leaveType} rules={[{ required: true, message: m.leaveTypeRequired }]}>
          <Select placeholder={m.leaveTypeRequired} options={LEAVE_TYPES.map((value) => ({ value, label: m.types[value] }))} />
        </Form.Item>
        <Form.Item name="period" label={m.period} rules={[{ required: true, message: m.periodRequired }]}>
          <DatePicker.RangePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={m.reason}
          rules={[{ required: true, whitespace: true, message: m.reasonRequired }, { min: 2, max: 500, message: m.reasonLength }]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={m.reasonPlaceholder} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {m.submit}
          </Button>
          <Button onClick={() => subapp.shell.closeTab()}>{m.done}</Button>
        </Space>
      </Form>
    </Card>
  );
}
