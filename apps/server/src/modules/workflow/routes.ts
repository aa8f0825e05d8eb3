import type { FastifyInstance } from 'fastify';
import { WORKFLOW_PATHS, type DashboardTile } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { translate } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';

/** Workbench figures of the home page: my to-dos, my applications, my done items. */
export async function workflowRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  app.get(`/api${WORKFLOW_PATHS.dashboard}`, async (request) => {
    const auth = caller(request);
    const count = (rows: { n: number | string }) => Number(rows.n);
    const [todo, apply, done] = await Promise.all([
      db
        .selectFrom('workflow_tasks')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('assignee_id', '=', auth.userId)
        .where('tenant_id', '=', auth.tenantId)
        .where('category', '=', 'todo')
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('workflow_applications')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('applicant_id', '=', auth.userId)
        .where('tenant_id', '=', auth.tenantId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('workflow_tasks')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('assignee_id', '=', auth.userId)
        .where('tenant_id', '=', auth.tenantId)
        .where('category', '=', 'todo')
        .where('status', 'in', ['approved', 'rejected'])
        .executeTakeFirstOrThrow(),
    ]);
    const lang = requestLanguage(request);
    const tiles: DashboardTile[] = [
      { key: 'todo', title: translate(lang, 'tileTodo'), count: count(todo), iconType: 'todo' },
      { key: 'apply', title: translate(lang, 'tileApply'), count: count(apply), iconType: 'apply' },
      { key: 'done', title: translate(lang, 'tileDone'), count: count(done), iconType: 'done' },
    ];
    return ok(tiles);
  });
}
