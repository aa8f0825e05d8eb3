import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { WorkReportsTable } from '../tables/user-center.ts';
import { PEOPLE } from './people.ts';

const idOf = (username: string) => String(1001 + PEOPLE.findIndex((p) => p.username === username));

/** A card number with a valid Luhn check digit. */
function cardNumber(prefix: string): string {
  let sum = 0;
  for (let i = 0; i < prefix.length; i += 1) {
    let digit = Number(prefix[prefix.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${prefix}${(10 - (sum % 10)) % 10}`;
}

const day = (offsetDays: number) => {
  const d = new Date(Date.now() + offsetDays * 86400_000);
  return d.toISOString().slice(0, 10);
};
const at = (offsetDays: number, hour: number, minute = 0) => {
  const d = new Date(Date.now() + offsetDays * 86400_000);
  d.setUTCHours(hour - 8, minute, 0, 0);
  return d;
};

const PROJECTS = ['协同办公平台二期', '星城物流系统集成', '湘江智造运维服务', '数据中台建设', '智慧园区 IoT 平台'];
const REPORT_TEXT = [
  '完成个人中心接口联调，修复待办分页问题',
  '参加需求评审，输出报工模块技术方案',
  '排查生产环境慢查询，优化消息列表索引',
  '编写单点登录对接文档并与邮箱厂商确认回调地址',
  '客户现场支持，协助完成数据迁移演练',
  '代码评审与单元测试补充，覆盖率提升到 82%',
];

/** Approvers, work reports, devices, bank cards, meetings and mail of the demo company. */
export async function seedUserCenter(db: Kysely<Database>): Promise<void> {
  if ((await db.selectFrom('work_report_approvers').select('user_id').limit(1).execute()).length > 0) return;
  const zhangsan = idOf('zhangsan');
  const lisi = idOf('lisi');
  const members = await db.selectFrom('user_tenants').select(['user_id', 'tenant_id']).execute();

  // Work reports go to zhangsan in both tenants; zhangsan's own go to 杨帆 (10001) or 杜浩 (10002).
  const approverFor = (userId: string, tenantId: string) =>
    userId !== zhangsan ? zhangsan : tenantId === '10001' ? idOf('yangfan') : idOf('duhao');
  const approvers = members.map((m) => ({ tenant_id: m.tenant_id, user_id: m.user_id, approver_id: approverFor(m.user_id, m.tenant_id) }));
  const valid = approvers.filter((a) => members.some((m) => m.user_id === a.approver_id && m.tenant_id === a.tenant_id));
  if (valid.length > 0) await db.insertInto('work_report_approvers').values(valid).onConflict((oc) => oc.doNothing()).execute();

  const reports: Insertable<WorkReportsTable>[] = [];
  const mine = ['draft', 'submitted', 'submitted', 'approved', 'approved', 'rejected'] as const;
  mine.forEach((status, i) =>
    reports.push({
      tenant_id: '10001',
      owner_id: zhangsan,
      approver_id: idOf('yangfan'),
      report_date: day(-i - 1),
      project: PROJECTS[i % PROJECTS.length] ?? '',
      hours: [8, 7.5, 8, 6, 8, 4][i] ?? 8,
      content: REPORT_TEXT[i] ?? '',
      status,
      review_comment: status === 'rejected' ? '工作内容请写明交付物' : status === 'approved' ? '同意' : '',
    }),
  );
  ['lisi', 'liuyang', 'xuming', 'huwei', 'guoxin'].forEach((username, i) =>
    reports.push({
      tenant_id: '10001',
      owner_id: idOf(username),
      approver_id: zhangsan,
      report_date: day(-1 - (i % 2)),
      project: PROJECTS[(i + 1) % PROJECTS.length] ?? '',
      hours: [8, 7, 8, 7.5, 6.5][i] ?? 8,
      content: REPORT_TEXT[(i + 2) % REPORT_TEXT.length] ?? '',
      status: 'submitted',
    }),
  );
  await db.insertInto('work_reports').values(reports).execute();

  const devices = [
    { user: zhangsan, name: '研发笔记本', type: 'laptop', asset_no: 'XH-IT-2024-0318', model: 'ThinkPad X1 Carbon Gen 11', status: 'in_use', days: -420 },
    { user: zhangsan, name: '显示器', type: 'monitor', asset_no: 'XH-IT-2024-0412', model: 'Dell U2723QE 27 英寸', status: 'in_use', days: -400 },
    { user: zhangsan, name: '测试手机', type: 'phone', asset_no: 'XH-IT-2025-0056', model: '华为 Mate 60', status: 'repair', days: -120 },
    { user: zhangsan, name: '台式工作站', type: 'desktop', asset_no: 'XH-IT-2022-0931', model: '联想 ThinkStation P360', status: 'returned', days: -900 },
    { user: lisi, name: '办公笔记本', type: 'laptop', asset_no: 'XH-IT-2023-0877', model: '华为 MateBook 14', status: 'in_use', days: -600 },
    { user: lisi, name: '显示器', type: 'monitor', asset_no: 'XH-IT-2023-0878', model: 'AOC 24 英寸', status: 'in_use', days: -600 },
  ] as const;
  await db
    .insertInto('user_devices')
    .values(devices.map((d) => ({ tenant_id: '10001', user_id: d.user, name: d.name, type: d.type, asset_no: d.asset_no, model: d.model, status: d.status, assigned_at: at(d.days, 10) })))
    .execute();

  await db
    .insertInto('bank_cards')
    .values([
      { tenant_id: '10001', user_id: zhangsan, account_name: '张三', bank_name: '招商银行', subbranch: '招商银行长沙分行营业部', card_no: cardNumber('621483731002581'), city_code: '430100', is_default: true },
      { tenant_id: '10001', user_id: zhangsan, account_name: '张三', bank_name: '中国建设银行', subbranch: '中国建设银行长沙芙蓉支行', card_no: cardNumber('621700290003316742'), city_code: '430100' },
      { tenant_id: '10001', user_id: lisi, account_name: '李四', bank_name: '中国工商银行', subbranch: '中国工商银行长沙五一路支行', card_no: cardNumber('621226190200451'), city_code: '430100', is_default: true },
    ])
    .execute();

  const meetings = [
    { title: '个人中心二期需求评审', room: '总部 A 座 5F 岳麓厅', days: 1, hour: 10, organizer: 'caolin' },
    { title: '月度经营分析会', room: '总部 A 座 8F 大会议室', days: 2, hour: 14, organizer: 'dongliang' },
    { title: '信息安全季度复盘', room: '线上 · 腾讯会议', days: 3, hour: 16, organizer: 'dengkai' },
    { title: '数据中台技术方案评审', room: '总部 B 座 3F 橘子洲厅', days: 5, hour: 9, organizer: 'zhangsan' },
    { title: '新员工入职培训分享', room: '总部 A 座 2F 培训室', days: 7, hour: 15, organizer: 'yuanyuan' },
    { title: '周例会：平台研发组', room: '总部 A 座 5F 岳麓厅', days: -1, hour: 9, organizer: 'zhangsan' },
    { title: '供应商接入方案沟通', room: '线上 · 腾讯会议', days: -2, hour: 15, organizer: 'songtao' },
    { title: '年度预算编制启动会', room: '总部 A 座 8F 大会议室', days: -4, hour: 10, organizer: 'wangwu' },
    { title: '园区 IoT 平台验收', room: '智慧园区展厅', days: -6, hour: 14, organizer: 'hanlei' },
  ];
  for (const [i, m] of meetings.entries()) {
    const row = await db
      .insertInto('meetings')
      .values({ tenant_id: '10001', organizer_id: idOf(m.organizer), title: m.title, room: m.room, start_at: at(m.days, m.hour), end_at: at(m.days, m.hour + 1, 30) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const people = new Set([zhangsan, idOf(m.organizer), idOf(PEOPLE[(i * 3 + 4) % PEOPLE.length]?.username ?? 'wangwu')]);
    if (i % 2 === 0) people.add(lisi);
    await db.insertInto('meeting_attendees').values([...people].map((user_id) => ({ meeting_id: row.id, user_id }))).execute();
  }

  const mails = [
    { sender: '人力资源部 <hr@xinghe-tech.com>', subject: '关于 2026 年春节放假安排的通知', read: false, hours: 2 },
    { sender: '杨帆 <yangfan@xinghe-tech.com>', subject: '协同办公平台二期排期确认', read: false, hours: 5 },
    { sender: 'IT 服务台 <itsm@xinghe-tech.com>', subject: '您的工单 WOS-20261120-018 已处理完成', read: false, hours: 9 },
    { sender: '财务部 <finance@xinghe-tech.com>', subject: '10 月差旅报销已打款', read: false, hours: 26 },
    { sender: '陈静 <chenjing@xinghe-tech.com>', subject: '年度绩效自评提醒', read: false, hours: 30 },
    { sender: '董亮 <dongliang@xinghe-tech.com>', subject: '月度经营分析会材料', read: true, hours: 50 },
    { sender: '行政部 <admin@xinghe-tech.com>', subject: '园区停车位调整通知', read: true, hours: 75 },
  ];
  await db
    .insertInto('mails')
    .values([
      ...mails.map((m) => ({ tenant_id: '10001', user_id: zhangsan, sender: m.sender, subject: m.subject, is_read: m.read, received_at: new Date(Date.now() - m.hours * 3600_000) })),
      ...mails.slice(0, 3).map((m) => ({ tenant_id: '10001', user_id: lisi, sender: m.sender, subject: m.subject, is_read: m.hours > 5, received_at: new Date(Date.now() - m.hours * 3600_000) })),
    ])
    .execute();
}
