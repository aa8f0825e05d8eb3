import type { FastifyInstance } from 'fastify';
import { ACTION_GUARDS, taskHandle, taskInfo, taskProcessName, taskQuery, taskRead } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { ok, paged } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { TaskRepository, toTask } from '../workflow/task-repository.ts';

/** To-do and to-read tasks of the caller (SPEC §2 个人办公, §7). */
export async function taskRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const tasks = new TaskRepository(db);

  route(app, taskQuery, {}, async (request) => {
    const { category, state, keyword, pageIndex, pageSize } = request.body;
    const { rows, total } = await tasks.page(caller(request), { category, state, keyword }, { pageIndex, pageSize });
    return paged(rows, total, pageIndex, pageSize);
  });

  route(app, taskProcessName, {}, async (request) => {
    const row = await tasks.own(request.query.taskId, caller(request));
    return ok(row.process_name);
  });

  route(app, taskInfo, {}, async (request) => {
    const row = await tasks.own(request.query.taskId, caller(request));
    return ok({ ...toTask(row), processName: row.process_name, applicationStatus: row.application_status, form: row.form ?? {} });
  });

  /** Approves or rejects a pending to-do; the application takes the decision and the task moves to done. */
  route(app, taskHandle, { guard: ACTION_GUARDS.taskHandle }, async (request) => {
    const { taskId, result, comment } = request.body;
    const row = await tasks.own(taskId, caller(request));
    if (row.category !== 'todo' || row.status !== 'pending') throw new AppError(409, 'taskHandled');
    await tasks.decide(taskId, row.application_id, result, comment || (result === 'approved' ? '同意' : ''));
    return ok(null);
  });

  /** Marks to-read items read; any id that is not the caller's refuses the whole batch. */
  route(app, taskRead, { guard: ACTION_GUARDS.taskRead }, async (request) => {
    const updated = await tasks.markRead(caller(request), [...new Set(request.body.ids)]);
    return ok({ updated });
  });
}
