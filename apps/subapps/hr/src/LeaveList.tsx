import { LEAVE_PATHS, type LeaveRequest, type LeaveStatus } from '@portal/contracts';
import type { Subapp } from '@portal/subapp-kit';
import { Button, Card, Result, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import type { Messages } from './messages.ts';

const STATUS_COLOURS: Record<LeaveStatus, string> = { pending: 'blue', approved: 'green', rejected: 'red' };

/** The employee's leave requests, newest first; "done" closes the tab. */
export function LeaveList({ subapp, m }: { subapp: Subapp; m: Messages }) {
  const [rows, setRows] = useState<LeaveRequest[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(null);
    subapp
      .request<LeaveRequest[]>(LEAVE_PATHS.mine)
      .then(setRows)
      .catch((error: unknown) => setFailed(error instanceof Error ? error.message : String(error)));
  }, [subapp]);
  useEffect(load, [load]);

  if (failed) return <Result status="error" title={m.loadFailed} subTitle={failed} extra={<Button onClick={load}>{m.retry}</Button>} />;
  return (
    <Card
      title={m.listTitle}
      variant="borderless"
      extra={
        <Space>
          <Button type="primary" onClick={() => subapp.router.navigate('/leave/apply')}>
            {m.newRequest}
          </Button>
          <Button onClick={() => subapp.shell.closeTab()}>{m.done}</Button>
        </Space>
      }
    >
      <Table<LeaveRequest>
        rowKey="id"
        loading={rows === null}
        dataSource={rows ?? []}
        locale={{ emptyText: m.empty }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: m.leaveType, dataIndex: 'leaveType', width: 100, render: (value: LeaveRequest['leaveType']) => m.types[value] },
          { title: m.period, key: 'period', width: 220, render: (_: unknown, row) => `${row.startDate} ~ ${row.endDate}` },
          { title: m.days, dataIndex: 'days', width: 80 },
          { title: m.reason, dataIndex: 'reason' },
          { title: m.status, dataIndex: 'status', width: 100, render: (value: LeaveStatus) => <Tag color={STATUS_COLOURS[value]}>{m.statuses[value]}</Tag> },
          { title: m.createdAt, dataIndex: 'createdAt', width: 170, render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm') },
        ]}
      />
    </Card>
  );
}
