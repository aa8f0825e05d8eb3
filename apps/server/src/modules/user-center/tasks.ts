import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  ACTION_GUARDS, USER_CENTER_PATHS,
  WORKFLOW_PATHS,
  applicationIdBody,
  applicationIdQuery,
  applyQueryBody,
  draftQueryBody,
  idListBody,
  taskHandleBody,
  taskIdQuery,
  taskQueryBody,
  taskReadBody,
  type ApplyItem,
  type DraftItem,
  type TaskDetail,
  type TaskItem,
  type WithdrawJudgement,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { TaskStatus } from '../../db/tables/workflow.ts';
import { caller } from '../../http/auth.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { ok, paged } from '../../http/reply.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface TaskRow {
  id: string;
  title: string;
  category: 'todo' | 'toread';
  status: TaskItem['status'];
  process_key: string;
  node_name: string;
  comment: string;
  created_at: Date;
  finished_at: Date | null;
  initiator_name: string;
}

const toTask = (row: TaskRow): TaskItem => ({
  id: row.id,
  title: row.title,
  category: row.category,
  status: row.status,
  processKey: row.process_key,
  nodeName: row.node_name,
  initiatorName: row.initiator_name,
  comment: row.comment,
  createTime: row.created_at.toISOString(),
  finishTime: iso(row.finished_at),
});

/** The caller's tasks of a category; open ones wait for them, done ones they decided or read. */
export function taskBase(db: Kysely<Database>, userId: string, tenantId: string, category: 'todo' | 'toread', state: 'open' | 'done') {
  const open: TaskStatus[] = category === 'todo' ? ['pending'] : ['unread'];
  const done: TaskStatus[] = category === 'todo' ? ['approved', 'rejected'] : ['read'];
  return db
    .selectFrom('workflow_tasks as t')
    .innerJoin('users as u', 'u.id', 't.initiator_id')
    .where('t.assignee_id', '=', userId)
    .where('t.tenant_id', '=', tenantId)
    .where('t.category', '=', category)
    .where('t.status', 'in', state === 'open' ? open : done);
}

export const TASK_COLUMNS = [
  't.id',
  't.title',
  't.category',
  't.status',
  't.process_key',
  't.node_name',
  't.comment',
  't.created_at',
  't.finished_at',
  'u.real_name as initiator_name',
] as const;

export { toTask };

/** To-do and to-read tasks, the caller's applications and drafts (SPEC §2 个人办公, §7). */
export async function taskRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`/api${USER_CENTER_PATHS.taskQuery}`, { schema: { body: taskQueryBody } }, async (request) => {
    const auth = caller(request);
    const { category, state, pageIndex, pageSize, keyword } = request.body;
    let base = taskBase(db, auth.userId, auth.tenantId, category, state);
    if (keyword) base = base.where('t.title', 'ilike', `%${keyword.replace(/[%_\\]/g, '\\$&')}%`);
    const { total } = await base.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select([...TASK_COLUMNS])
      .orderBy(state === 'open' ? 't.created_at' : 't.finished_at', 'desc')
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id')
      .offset((pageIndex - 1) * pageSize)
      .limit(pageSize)
      .execute();
    return paged(rows.map(toTask), Number(total), pageIndex, pageSize);
  });

  const ownTask = async (taskId: string, userId: string, tenantId: string) => {
    const row = await db
      .selectFrom('workflow_tasks as t')
      .innerJoin('users as u', 'u.id', 't.initiator_id')
      .innerJoin('workflow_processes as p', 'p.process_key', 't.process_key')
      .leftJoin('workflow_applications as a', 'a.id', 't.application_id')
      .select([...TASK_COLUMNS, 't.assignee_id', 't.tenant_id', 't.application_id', 'p.process_name', 'a.status as application_status', 'a.form'])
      .where('t.id', '=', taskId)
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.assignee_id !== userId || row.tenant_id !== tenantId) throw forbidden();
    return row;
  };

  r.get(`/api${WORKFLOW_PATHS.getNameForTask}`, { schema: { querystring: taskIdQuery } }, async (request) => {
    const auth = caller(request);
    const row = await ownTask(request.query.taskId, auth.userId, auth.tenantId);
    return ok(row.process_name);
  });

  r.get(`/api${USER_CENTER_PATHS.taskInfo}`, { schema: { querystring: taskIdQuery } }, async (request) => {
    const auth = caller(request);
    const row = await ownTask(request.query.taskId, auth.userId, auth.tenantId);
    const detail: TaskDetail = {
      ...toTask(row),
      processName: row.process_name,
      applicationStatus: row.application_status,
      form: row.form ?? {},
    };
    return ok(detail);
  });

  /** Approves or rejects a pending to-do; the application takes the decision and the task moves to done. */
  r.post(`/api${USER_CENTER_PATHS.taskHandle}`, { config: { guard: ACTION_GUARDS.taskHandle }, schema: { body: taskHandleBody } }, async (request) => {
    const auth = caller(request);
    const { taskId, result, comment } = request.body;
    const row = await ownTask(taskId, auth.userId, auth.tenantId);
    if (row.category !== 'todo' || row.status !== 'pending') throw new AppError(409, 'taskHandled');
    await db.transaction().execute(async (trx) => {
      const now = new Date();
      const updated = await trx
        .updateTable('workflow_tasks')
        .set({ status: result, comment: comment || (result === 'approved' ? '同意' : ''), finished_at: now })
        .where('id', '=', taskId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new AppError(409, 'taskHandled');
      if (row.application_id) {
        await trx
          .updateTable('workflow_applications')
          .set({ status: result, current_node: '', updated_at: now })
          .where('id', '=', row.application_id)
          .where('status', '=', 'running')
          .execute();
      }
    });
    return ok(null);
  });

  /** Marks to-read items read; any id that is not the caller's refuses the whole batch. */
  r.post(`/api${USER_CENTER_PATHS.taskRead}`, { config: { guard: ACTION_GUARDS.taskRead }, schema: { body: taskReadBody } }, async (request) => {
    const auth = caller(request);
    const ids = [...new Set(request.body.ids)];
    const updated = await db.transaction().execute(async (trx) => {
      const owned = await trx
        .selectFrom('workflow_tasks')
        .select('id')
        .where('id', 'in', ids)
        .where('assignee_id', '=', auth.userId)
        .where('tenant_id', '=', auth.tenantId)
        .where('category', '=', 'toread')
        .execute();
      if (owned.length !== ids.length) throw forbidden();
      const res = await trx
        .updateTable('workflow_tasks')
        .set({ status: 'read', finished_at: new Date() })
        .where('id', 'in', ids)
        .where('status', '=', 'unread')
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    });
    return ok({ updated });
  });

  r.post(`/api${WORKFLOW_PATHS.getUserApply}`, { schema: { body: applyQueryBody } }, async (request) => {
    const auth = caller(request);
    const { pageIndex, pageSize, status, keyword } = request.body;
    let base = db
      .selectFrom('workflow_applications as a')
      .innerJoin('workflow_processes as p', 'p.process_key', 'a.process_key')
      .where('a.applicant_id', '=', auth.userId)
      .where('a.tenant_id', '=', auth.tenantId);
    if (status) base = base.where('a.status', '=', status);
    if (keyword) base = base.where('a.title', 'ilike', `%${keyword.replace(/[%_\\]/g, '\\$&')}%`);
    const { total } = await base.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['a.id', 'a.title', 'a.process_key', 'p.process_name', 'a.status', 'a.current_node', 'a.created_at', 'a.updated_at'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id')
      .offset((pageIndex - 1) * pageSize)
      .limit(pageSize)
      .execute();
    const items: ApplyItem[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      processKey: row.process_key,
      processName: row.process_name,
      status: row.status,
      currentNode: row.current_node,
      createTime: row.created_at.toISOString(),
      updateTime: row.updated_at.toISOString(),
    }));
    return paged(items, Number(total), pageIndex, pageSize);
  });

  /** An application may be withdrawn while it runs and no approver has decided yet. */
  const judgeWithdraw = async (applicationId: string, userId: string, tenantId: string): Promise<boolean> => {
    const application = await db
      .selectFrom('workflow_applications')
      .select(['applicant_id', 'tenant_id', 'status'])
      .where('id', '=', applicationId)
      .executeTakeFirst();
    if (!application) throw notFound();
    if (application.applicant_id !== userId || application.tenant_id !== tenantId) throw forbidden();
    if (application.status !== 'running') return false;
    const decided = await db
      .selectFrom('workflow_tasks')
      .select('id')
      .where('application_id', '=', applicationId)
      .where('status', 'in', ['approved', 'rejected'])
      .executeTakeFirst();
    return !decided;
  };

  r.get(`/api${WORKFLOW_PATHS.judgeTaskWithdraw}`, { schema: { querystring: applicationIdQuery } }, async (request) => {
    const auth = caller(request);
    const judgement: WithdrawJudgement = { withdrawable: await judgeWithdraw(request.query.applicationId, auth.userId, auth.tenantId) };
    return ok(judgement);
  });

  r.post(`/api${USER_CENTER_PATHS.applyWithdraw}`, { config: { guard: ACTION_GUARDS.applyWithdraw }, schema: { body: applicationIdBody } }, async (request) => {
    const auth = caller(request);
    const { applicationId } = request.body;
    if (!(await judgeWithdraw(applicationId, auth.userId, auth.tenantId))) throw new AppError(409, 'notWithdrawable');
    await db.transaction().execute(async (trx) => {
      const now = new Date();
      await trx
        .updateTable('workflow_applications')
        .set({ status: 'withdrawn', current_node: '', updated_at: now })
        .where('id', '=', applicationId)
        .execute();
      await trx
        .updateTable('workflow_tasks')
        .set({ status: 'withdrawn', finished_at: now })
        .where('application_id', '=', applicationId)
        .where('status', '=', 'pending')
        .execute();
    });
    return ok(null);
  });

  r.post(`/api${WORKFLOW_PATHS.draftQuery}`, { schema: { body: draftQueryBody } }, async (request) => {
    const auth = caller(request);
    const { pageIndex, pageSize, keyword } = request.body;
    let base = db
      .selectFrom('workflow_drafts as d')
      .innerJoin('workflow_processes as p', 'p.process_key', 'd.process_key')
      .where('d.owner_id', '=', auth.userId)
      .where('d.tenant_id', '=', auth.tenantId);
    if (keyword) base = base.where('d.title', 'ilike', `%${keyword.replace(/[%_\\]/g, '\\$&')}%`);
    const { total } = await base.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select(['d.id', 'd.title', 'd.process_key', 'p.process_name', 'd.created_at', 'd.updated_at'])
      .orderBy('d.updated_at', 'desc')
      .orderBy('d.id')
      .offset((pageIndex - 1) * pageSize)
      .limit(pageSize)
      .execute();
    const items: DraftItem[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      processKey: row.process_key,
      processName: row.process_name,
      createTime: row.created_at.toISOString(),
      updateTime: row.updated_at.toISOString(),
    }));
    return paged(items, Number(total), pageIndex, pageSize);
  });

  /** Deletes the caller's drafts; any id that is not theirs refuses the whole batch and deletes nothing. */
  r.post(`/api${WORKFLOW_PATHS.draftDeleteList}`, { config: { guard: ACTION_GUARDS.draftDelete }, schema: { body: idListBody } }, async (request) => {
    const auth = caller(request);
    const ids = [...new Set(request.body.ids)];
    const deleted = await db.transaction().execute(async (trx) => {
      const owned = await trx
        .selectFrom('workflow_drafts')
        .select('id')
        .where('id', 'in', ids)
        .where('owner_id', '=', auth.userId)
        .where('tenant_id', '=', auth.tenantId)
        .execute();
      if (owned.length !== ids.length) throw forbidden();
      const res = await trx.deleteFrom('workflow_drafts').where('id', 'in', ids).executeTakeFirst();
      return Number(res.numDeletedRows);
    });
    return ok({ deleted });
  });
}
