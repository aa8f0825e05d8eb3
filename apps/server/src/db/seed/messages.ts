import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Seeded = { title: string; content: string; type: 'system' | 'approval' | 'notice' | 'meeting' | 'ticket'; sender: string; link: string };

const MESSAGES: Seeded[] = [
  { type: 'approval', title: '您有一条新的待办：王五的请假申请（年假 3 天）', content: '王五提交了请假申请，请在 24 小时内处理。', sender: '流程中心', link: '/user-center/todouser' },
  { type: 'system', title: '【系统通知】协同办公平台将于本周六 22:00–24:00 升级维护', content: '升级期间平台将暂停服务，请提前保存工作内容。', sender: '信息技术部', link: '' },
  { type: 'meeting', title: '会议提醒：Q4 产品评审会 明天 10:00 · 3 号会议室', content: '请提前准备评审材料，会议时长约 90 分钟。', sender: '会议助手', link: '/user-center/meeting' },
  { type: 'ticket', title: '您的工单 WOS-2026-0012 已处理完成', content: '您反馈的“VPN 无法连接”问题已解决，请确认。', sender: 'IT服务台', link: '/app-center/main/WOS/tickets' },
  { type: 'notice', title: '关于 2026 年度体检安排的通知', content: '年度体检将于 12 月 1 日至 12 月 15 日进行，请在行政综合中预约时间。', sender: '行政部', link: '/home/adminguide' },
  { type: 'approval', title: '您的费用报销（¥1,280.00）已审批通过', content: '财务将在 3 个工作日内完成打款。', sender: '流程中心', link: '/user-center/apply' },
  { type: 'notice', title: '信息安全月：请在 11 月 30 日前完成安全培训', content: '培训入口：应用中心 → 人力资源 → 培训课程。', sender: '信息技术部', link: '' },
  { type: 'system', title: '您的密码将在 14 天后过期', content: '请在个人中心 → 安全设置中修改密码。', sender: '协同办公平台', link: '/user-center/securitysettings' },
  { type: 'approval', title: '您有一条新的待阅：2026 年第四季度经营分析报告', content: '请查阅并了解本季度经营情况。', sender: '流程中心', link: '/user-center/todoread' },
  { type: 'meeting', title: '会议已取消：周五部门例会', content: '本周部门例会取消，相关事项邮件同步。', sender: '会议助手', link: '/user-center/meeting' },
  { type: 'notice', title: '食堂本周菜单已更新', content: '本周新增川味小炒和轻食沙拉窗口。', sender: '行政部', link: '/home/food-menu' },
  { type: 'ticket', title: '工单 WOS-2026-0031 正在处理中', content: '工程师刘洋已接单，预计今天 17:00 前完成。', sender: 'IT服务台', link: '/app-center/main/WOS/tickets' },
];

/** Messages for every member of each tenant: the newest few unread, the rest read, spread over recent days. */
export async function seedMessages(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('messages').select('id').limit(1).execute();
  if (existing.length > 0) return;
  const members = await db.selectFrom('user_tenants').select(['user_id', 'tenant_id']).execute();
  const now = Date.now();
  const rows = members.flatMap(({ user_id, tenant_id }, memberIndex) => {
    const count = tenant_id === '10001' ? MESSAGES.length : 4;
    const unread = user_id === '1001' ? 5 : 2 + (memberIndex % 3);
    return MESSAGES.slice(0, count).map((message, i) => ({
      ...message,
      tenant_id,
      user_id,
      title: tenant_id === '10001' ? message.title : `【深圳】${message.title}`,
      status: i < unread ? ('noread' as const) : ('read' as const),
      created_at: new Date(now - (i * 7 + (memberIndex % 5)) * 3600_000),
      read_at: i < unread ? null : new Date(now - i * 3600_000),
    }));
  });
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('messages').values(rows.slice(i, i + 200)).execute();
}
