import { TICKET_PATHS, type Ticket, type TicketStatus } from '@portal/contracts';
import type { Subapp } from '@portal/subapp-kit';
import { Button, Card, Result, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import type { Messages } from './messages.ts';

const STATUS_COLOURS: Record<TicketStatus, string> = { submitted: 'blue', processing: 'orange', resolved: 'green', closed: 'default' };

/** The user's own tickets with their status, newest first. */
export function MyTickets({ subapp, m }: { subapp: Subapp; m: Messages }) {
  const [tickets, setTickets] = useState<Ticket[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(null);
    subapp
      .request<Ticket[]>(TICKET_PATHS.mine)
      .then(setTickets)
      .catch((error: unknown) => setFailed(error instanceof Error ? error.message : String(error)));
  }, [subapp]);

  useEffect(load, [load]);

  if (failed) {
    return <Result status="error" title={m.loadFailed} subTitle={failed} extra={<Button onClick={load}>{m.retry}</Button>} />;
  }
  return (
    <Card
      title={m.myTickets}
      variant="borderless"
      extra={
        <Button type="primary" onClick={() => subapp.router.navigate('/interfaces/processform?key=Process_WOS_WOH')}>
          {m.newTicket}
        </Button>
      }
    >
      <Table<Ticket>
        rowKey="id"
        loading={tickets === null}
        dataSource={tickets ?? []}
        locale={{ emptyText: m.empty }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: m.ticketNo, dataIndex: 'ticketNo', width: 180 },
          { title: m.title, dataIndex: 'title' },
          { title: m.category, dataIndex: 'category', width: 140, render: (value: Ticket['category']) => m.categories[value] },
          {
            title: m.status,
            dataIndex: 'status',
            width: 110,
            render: (value: TicketStatus) => <Tag color={STATUS_COLOURS[value]}>{m.statuses[value]}</Tag>,
          },
          { title: m.createdAt, dataIndex: 'createdAt', width: 180, render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss') },
        ]}
      />
    </Card>
  );
}
