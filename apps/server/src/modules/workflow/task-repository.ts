import type { Kysely } from 'kysely';
import type { TaskItem } from '@portal/contracts';
import { changeOwnedBatch } from '../../db/owned-batch.ts';
import { containsPattern, countRows, countThenPage, type Page, type PageRequest } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import type { TaskCategory, TaskStatus } from '../../db/tables/workflow.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { Owner } from '../../http/caller.ts';

export type TaskState = 'open' | 'done';

/**
 * The one definition of an open and a done task. An open to-do waits for the caller's decision,
 * a done one they approved or rejected (a withdrawn one is neither); an open to-read is unread, a
 * done one read. The home tiles, the personal centre's overview and its lists all count by it.
 */
export const TASK_STATUSES: Record<TaskCategory, Record<TaskState, TaskStatus[]>> = {
  todo: { open: ['pending'], done: ['approved', 'rejected'] },
  toread: { open: ['unread'], done: ['read'] },
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const TASK_COLUMNS = [
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

interface TaskRow {
  id: string;
  title: string;
  category: TaskCategory;
  status: TaskStatus;
  process_key: string;
  node_name: string;
  comment: string;
  created_at: Date;
  finished_at: Date | null;
  initiator_name: string;
}

export const toTask = (row: TaskRow): TaskItem => ({
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

/** Queries of the workflow tasks (to-dos and to-reads) of one caller. */
export class TaskRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private tasks(owner: Owner, category: TaskCategory, state: TaskState) {
    return this.db
      .selectFrom('workflow_tasks as t')
      .innerJoin('users as u', 'u.id', 't.initiator_id')
      .where('t.assignee_id', '=', owner.userId)
      .where('t.tenant_id', '=', owner.tenantId)
      .where('t.category', '=', category)
      .where('t.status', 'in', TASK_STATUSES[category][state]);
  }

  async count(owner: Owner, category: TaskCategory, state: TaskState): Promise<number> {
    return countRows(this.tasks(owner, category, state));
  }

  /** Open tasks newest first, done ones by when they were done; an optional keyword in the title. */
  async page(owner: Owner, query: { category: TaskCategory; state: TaskState; keyword?: string }, page: PageRequest): Promise<Page<TaskItem>> {
    let base = this.tasks(owner, query.category, query.state);
    if (query.keyword) base = base.where('t.title', 'ilike', containsPattern(query.keyword));
    const { rows, total } = await countThenPage(
      base,
      (q) =>
        q
          .select([...TASK_COLUMNS])
          .orderBy(query.state === 'open' ? 't.created_at' : 't.finished_at', 'desc')
          .orderBy('t.created_at', 'desc'),
      't.id',
      page,
    );
    return { rows: rows.map(toTask), total };
  }

  /** The newest open to-dos, for the personal centre's overview. */
  async recentOpenTodos(owner: Owner, limit: number): Promise<TaskItem[]> {
    const rows = await this.tasks(owner, 'todo', 'open').select([...TASK_COLUMNS]).orderBy('t.created_at', 'desc').orderBy('t.id').limit(limit).execute();
    return rows.map(toTask);
  }

  /** One task of the caller with its process and application; 404 when missing, 403 when another's. */
  async own(taskId: string, owner: Owner) {
    const row = await this.db
      .selectFrom('workflow_tasks as t')
      .innerJoin('users as u', 'u.id', 't.initiator_id')
      .innerJoin('workflow_processes as p', 'p.process_key', 't.process_key')
      .leftJoin('workflow_applications as a', 'a.id', 't.application_id')
      .select([...TASK_COLUMNS, 't.assignee_id', 't.tenant_id', 't.application_id', 'p.process_name', 'a.status as application_status', 'a.form'])
      .where('t.id', '=', taskId)
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.assignee_id !== owner.userId || row.tenant_id !== owner.tenantId) throw forbidden();
    return row;
  }

  /** Decides a pending to-do once; its application takes the decision. 409 when already decided. */
  async decide(taskId: string, applicationId: string | null, result: 'approved' | 'rejected', comment: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const now = new Date();
      const updated = await trx
        .updateTable('workflow_tasks')
        .set({ status: result, comment, finished_at: now })
        .where('id', '=', taskId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new AppError(409, 'taskHandled');
      if (applicationId) {
        await trx
          .updateTable('workflow_applications')
          .set({ status: result, current_node: '', updated_at: now })
          .where('id', '=', applicationId)
          .where('status', '=', 'running')
          .execute();
      }
    });
  }

  /** Marks to-reads read; any id that is not the caller's refuses the whole batch. Returns how many changed. */
  async markRead(owner: Owner, ids: string[]): Promise<number> {
    return changeOwnedBatch(
      this.db,
      ids,
      {
        owned: (trx) =>
          trx
            .selectFrom('workflow_tasks')
            .select('id')
            .where('id', 'in', ids)
            .where('assignee_id', '=', owner.userId)
            .where('tenant_id', '=', owner.tenantId)
            .where('category', '=', 'toread')
            .execute(),
        change: async (trx) => {
          const res = await trx
            .updateTable('workflow_tasks')
            .set({ status: 'read', finished_at: new Date() })
            .where('id', 'in', ids)
            .where('status', '=', 'unread')
            .executeTakeFirst();
          return Number(res.numUpdatedRows);
        },
      },
      forbidden,
    );
  }
}
