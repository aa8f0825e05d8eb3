import { TICKET_CATEGORIES, TICKET_LIMITS, TICKET_PATHS, type CreateTicketBody, type Ticket } from '@portal/contracts';
import { ApiError, type Subapp } from '@portal/subapp-kit';
import { Alert, Button, Card, Form, Input, Result, Select, Space } from 'antd';
import { useState } from 'react';
import type { Messages } from './messages.ts';

/** The problem-feedback form (Process_WOS_WOH): validated here, stored by the portal server. */
export function TicketForm({ subapp, m }: { subapp: Subapp; m: Messages }) {
  const [form] = Form.useForm<CreateTicketBody>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Ticket | null>(null);

  const submit = async (values: CreateTicketBody) => {
    setSaving(true);
    setError(null);
    try {
      setCreated(await subapp.request<Ticket>(TICKET_PATHS.create, { method: 'POST', body: values }));
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
      <Card>
        <Result
          status="success"
          title={m.submitted}
          subTitle={m.submittedDetail.replace('{no}', created.ticketNo)}
          extra={[
            <Button key="mine" type="primary" onClick={() => (subapp.embedded ? subapp.router.navigate('/tickets') : subapp.shell.navigate('/pba/app-center/main/WOS/tickets'))}>
              {m.viewMine}
            </Button>,
            <Button key="again" onClick={() => setCreated(null)}>
              {m.another}
            </Button>,
            ...(subapp.embedded ? [] : [<Button key="close" onClick={() => subapp.shell.closeTab()}>{m.closeWindow}</Button>]),
          ]}
        />
      </Card>
    );
  }

  return (
    <Card title={m.formTitle} variant="borderless">
      <Alert type="info" showIcon title={m.formHint} style={{ marginBottom: 20 }} />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark
        disabled={saving}
        name="ticket"
        onValuesChange={() => subapp.shell.setDirty(true)}
      >
        <Form.Item
          name="title"
          label={m.title}
          rules={[{ required: true, whitespace: true, message: m.titleRequired }, { min: 2, max: TICKET_LIMITS.title, message: m.titleLength }]}
        >
          <Input placeholder={m.titlePlaceholder} maxLength={TICKET_LIMITS.title} showCount />
        </Form.Item>
        <Form.Item name="category" label={m.category} rules={[{ required: true, message: m.categoryRequired }]}>
          <Select placeholder={m.categoryRequired} options={TICKET_CATEGORIES.map((value) => ({ value, label: m.categories[value] }))} />
        </Form.Item>
        <Form.Item
          name="description"
          label={m.description}
          rules={[{ required: true, whitespace: true, message: m.descriptionRequired }, { min: 5, max: TICKET_LIMITS.description, message: m.descriptionLength }]}
        >
          <Input.TextArea rows={4} placeholder={m.descriptionPlaceholder} maxLength={TICKET_LIMITS.description} showCount />
        </Form.Item>
        <Form.Item
          name="contact"
          label={m.contact}
          rules={[{ required: true, whitespace: true, message: m.contactRequired }, { min: 3, max: TICKET_LIMITS.contact, message: m.contactLength }]}
        >
          <Input placeholder={m.contactPlaceholder} maxLength={TICKET_LIMITS.contact} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {m.submit}
          </Button>
          <Button htmlType="reset">{m.reset}</Button>
        </Space>
      </Form>
    </Card>
  );
}
