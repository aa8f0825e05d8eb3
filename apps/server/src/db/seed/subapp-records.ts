import type { Kysely } from 'kysely';
import type { LeaveStatus, LeaveType, TicketCategory, TicketStatus } from '@portal/contracts';
import type { Database } from '../schema.ts';
import { PEOPLE } from './people.ts';

const idOf = (username: string) => String(1001 + PEOPLE.findIndex((p) => p.username === username));
/** A moment in the past: `days` days and an hour before now. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 3_600_000);
const day = (offset: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

const TICKETS: { user: string; title: string; category: TicketCategory; description: string; contact: string; status: TicketStatus; ago: number }[] = [
  { user: 'zhangsan', title: 'VPN 在家无法连接', category: 'network', description: '使用客户端连接时提示“证书已过期”，重装后依旧。', contact: '138 0000 1001', status: 'resolved', ago: 21 },
  { user: 'zhangsan', title: '申请 GitLab 生产仓库只读权限', category: 'account', description: '排查线上问题需要查看 portal-server 仓库的生产分支。', contact: '分机 8001', status: 'closed', ago: 12 },
  { user: 'zhangsan', title: '外接显示器闪屏', category: 'hardware', description: '三楼 A 区工位的 27 寸显示器每隔几分钟闪黑一次，已更换线缆。', contact: '分机 8001', status: 'processing', ago: 2 },
  { user: 'zhaoliu', title: '会议室投影仪无信号', category: 'hardware', description: '五楼大会议室投影仪连接笔记本后一直显示无信号。', contact: '分机 8104', status: 'processing', ago: 1 },
  { user: 'zhaoliu', title: 'OA 流程表单打不开', category: 'software', description: '用印申请表单点击提交后页面空白。', contact: '分机 8104', status: 'submitted', ago: 0 },
  { user: 'chenjing', title: '邮箱容量已满', category: 'account', description: '企业邮箱提示容量不足，无法接收外部邮件，申请扩容。', contact: '139 0000 2008', status: 'resolved', ago: 9 },
  { user: 'chenjing', title: '打印机卡纸频繁', category: 'hardware', description: '二楼彩色打印机每打十几页就卡纸。', contact: '139 0000 2008', status: 'submitted', ago: 3 },
];

const LEAVES: { user: string; type: LeaveType; from: number; to: number; reason: string; status: LeaveStatus; ago: number }[] = [
  { user: 'lisi', type: 'annual', from: -40, to: -38, reason: '国庆后错峰出游', status: 'approved', ago: 45 },
  { user: 'lisi', type: 'sick', from: -8, to: -8, reason: '感冒发烧，就医休息', status: 'approved', ago: 8 },
  { user: 'zhaoliu', type: 'personal', from: 5, to: 5, reason: '办理房产过户手续', status: 'pending', ago: 1 },
];

/** Demo records of the sample sub-apps: IT tickets and leave requests of a few colleagues (tenant 10001). */
export async function seedSubappRecords(db: Kysely<Database>): Promise<void> {
  const tickets = await db.selectFrom('wos_tickets').select('id').limit(1).execute();
  if (tickets.length === 0) {
    await db
      .insertInto('wos_tickets')
      .values(
        TICKETS.map((t) => ({
          tenant_id: '10001',
          user_id: idOf(t.user),
          title: t.title,
          category: t.category,
          description: t.description,
          contact: t.contact,
          status: t.status,
          created_at: daysAgo(t.ago),
        })),
      )
      .execute();
  }
  const leaves = await db.selectFrom('hr_leave_requests').select('id').limit(1).execute();
  if (leaves.length === 0) {
    await db
      .insertInto('hr_leave_requests')
      .values(
        LEAVES.map((l) => ({
          tenant_id: '10001',
          user_id: idOf(l.user),
          leave_type: l.type,
          start_date: day(l.from),
          end_date: day(l.to),
          reason: l.reason,
          status: l.status,
          created_at: daysAgo(l.ago),
        })),
      )
      .execute();
  }
}
