import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { ApplicationStatus, TaskStatus } from '../tables/workflow.ts';
import { PEOPLE } from './people.ts';

export const PROCESSES = [
  { process_key: 'Process_HR_LEAVE', process_name: '请假申请', category: '人力资源' },
  { process_key: 'Process_HR_OVERTIME', process_name: '加班申请', category: '人力资源' },
  { process_key: 'Process_HR_TRIP', process_name: '出差申请', category: '人力资源' },
  { process_key: 'Process_FOL_EXPENSE', process_name: '费用报销', category: '财务管理' },
  { process_key: 'Process_SRM_PURCHASE', process_name: '采购申请', category: '供应链管理' },
  { process_key: 'Process_ADM_SEAL', process_name: '用印申请', category: '行政综合' },
  { process_key: 'Process_BMS_CONTRACT', process_name: '合同审批', category: '运营管理' },
  { process_key: 'Process_WOS_WOH', process_name: '问题反馈', category: 'IT管理' },
  { process_key: 'Process_DOC_CIRCULATE', process_name: '公文传阅', category: '行政综合' },
];

const SUBJECTS: Record<string, string[]> = {
  Process_HR_LEAVE: ['年假 3 天', '事假 1 天', '调休半天', '婚假 10 天', '病假 2 天'],
  Process_HR_OVERTIME: ['版本发布加班 4 小时', '周末值班 8 小时'],
  Process_HR_TRIP: ['深圳客户现场支持 3 天', '北京技术峰会 2 天'],
  Process_FOL_EXPENSE: ['差旅费 ¥2,360.00', '招待费 ¥860.00', '办公用品 ¥312.50', '培训费 ¥1,800.00'],
  Process_SRM_PURCHASE: ['研发测试服务器 2 台', '会议室投影仪 1 台', '笔记本电脑 5 台'],
  Process_ADM_SEAL: ['合同用印：园区租赁续签', '证明用印：在职证明'],
  Process_BMS_CONTRACT: ['湘江智造 年度运维服务合同', '星城物流 系统集成合同'],
  Process_DOC_CIRCULATE: ['2026 年第四季度经营分析报告', '关于加强信息安全管理的通知', '年度预算编制工作安排'],
};

const NODES = ['部门负责人审批', '分管领导审批', '财务审核', '人事备案'];
const idOf = (username: string) => String(1001 + PEOPLE.findIndex((p) => p.username === username));
const nameOf = (userId: string) => PEOPLE[Number(userId) - 1001]?.realName ?? '';

function subject(processKey: string, i: number): string {
  const list = SUBJECTS[processKey] ?? ['事项'];
  return list[i % list.length] ?? '事项';
}

interface Plan {
  assignee: string;
  tenant: string;
  todo: number;
  toread: number;
  done: number;
  applications: ApplicationStatus[];
  drafts: number;
}

const PLANS: Plan[] = [
  { assignee: 'zhangsan', tenant: '10001', todo: 8, toread: 5, done: 12, applications: ['running', 'running', 'approved', 'approved', 'rejected', 'withdrawn'], drafts: 4 },
  { assignee: 'lisi', tenant: '10001', todo: 3, toread: 2, done: 5, applications: ['running', 'approved', 'approved', 'rejected'], drafts: 3 },
  { assignee: 'zhangsan', tenant: '10002', todo: 2, toread: 1, done: 2, applications: ['running'], drafts: 1 },
];

/** Applications, the approval tasks they created, documents to read and drafts, for the demo accounts. */
export async function seedWorkflow(db: Kysely<Database>): Promise<void> {
  await db.insertInto('workflow_processes').values(PROCESSES).onConflict((oc) => oc.doNothing()).execute();
  if ((await db.selectFrom('workflow_tasks').select('id').limit(1).execute()).length > 0) return;

  const approvalKeys = PROCESSES.filter((p) => p.process_key !== 'Process_DOC_CIRCULATE' && p.process_key !== 'Process_WOS_WOH');
  const now = Date.now();
  const hoursAgo = (h: number) => new Date(now - h * 3600_000);
  const colleagues = PEOPLE.slice(2).map((p) => idOf(p.username));

  for (const plan of PLANS) {
    const me = idOf(plan.assignee);
    // Colleagues' applications waiting for (todo) or decided by (done) this user.
    for (let i = 0; i < plan.todo + plan.done; i += 1) {
      const applicant = colleagues[(i * 7 + me.length) % colleagues.length] ?? '1003';
      const process = approvalKeys[i % approvalKeys.length] ?? approvalKeys[0]!;
      const pending = i < plan.todo;
      const decided: TaskStatus = i % 5 === 4 ? 'rejected' : 'approved';
      const title = `${nameOf(applicant)}的${process.process_name}（${subject(process.process_key, i)}）`;
      const created = hoursAgo(pending ? 2 + i * 5 : 30 + i * 11);
      const application = await db
        .insertInto('workflow_applications')
        .values({
          tenant_id: plan.tenant,
          applicant_id: applicant,
          process_key: process.process_key,
          title,
          status: pending ? 'running' : decided,
          current_node: pending ? (NODES[i % NODES.length] ?? '') : '',
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('workflow_tasks')
        .values({
          tenant_id: plan.tenant,
          application_id: application.id,
          assignee_id: me,
          initiator_id: applicant,
          process_key: process.process_key,
          category: 'todo',
          status: pending ? 'pending' : decided,
          title,
          node_name: NODES[i % NODES.length] ?? '',
          comment: pending ? '' : decided === 'approved' ? '同意' : '请补充附件后重新提交',
          created_at: created,
          finished_at: pending ? null : hoursAgo(20 + i * 11),
        })
        .execute();
    }
    // Documents to read.
    for (let i = 0; i < plan.toread; i += 1) {
      const sender = colleagues[(i * 3 + 5) % colleagues.length] ?? '1003';
      await db
        .insertInto('workflow_tasks')
        .values({
          tenant_id: plan.tenant,
          application_id: null,
          assignee_id: me,
          initiator_id: sender,
          process_key: 'Process_DOC_CIRCULATE',
          category: 'toread',
          status: i < Math.ceil(plan.toread / 2) + 1 ? 'unread' : 'read',
          title: subject('Process_DOC_CIRCULATE', i),
          node_name: '传阅',
          created_at: hoursAgo(4 + i * 19),
        })
        .execute();
    }
    // The user's own applications, each with the approver's task.
    for (const [i, status] of plan.applications.entries()) {
      const process = approvalKeys[(i + 2) % approvalKeys.length] ?? approvalKeys[0]!;
      const approver = colleagues[(i * 5 + 1) % colleagues.length] ?? '1003';
      const created = hoursAgo(6 + i * 26);
      const application = await db
        .insertInto('workflow_applications')
        .values({
          tenant_id: plan.tenant,
          applicant_id: me,
          process_key: process.process_key,
          title: `${nameOf(me)}的${process.process_name}（${subject(process.process_key, i + 1)}）`,
          status,
          current_node: status === 'running' ? '部门负责人审批' : '',
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const taskStatus: TaskStatus = status === 'running' ? 'pending' : status;
      await db
        .insertInto('workflow_tasks')
        .values({
          tenant_id: plan.tenant,
          application_id: application.id,
          assignee_id: approver,
          initiator_id: me,
          process_key: process.process_key,
          category: 'todo',
          status: taskStatus,
          title: `${nameOf(me)}的${process.process_name}（${subject(process.process_key, i + 1)}）`,
          node_name: '部门负责人审批',
          created_at: created,
          finished_at: status === 'running' ? null : hoursAgo(2 + i * 20),
        })
        .execute();
    }
    // Drafts.
    for (let i = 0; i < plan.drafts; i += 1) {
      const process = approvalKeys[(i + 1) % approvalKeys.length] ?? approvalKeys[0]!;
      const at = hoursAgo(1 + i * 13);
      await db
        .insertInto('workflow_drafts')
        .values({
          tenant_id: plan.tenant,
          owner_id: me,
          process_key: process.process_key,
          title: `${process.process_name}（${subject(process.process_key, i + 2)}）`,
          form: JSON.stringify({ reason: subject(process.process_key, i + 2) }),
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }
}
