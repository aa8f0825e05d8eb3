import type { FastifyInstance } from 'fastify';
import { workbenchDashboard, type DashboardTile } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { translate } from '../../http/error-catalogue.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { ApplicationRepository } from './application-repository.ts';
import { TaskRepository } from './task-repository.ts';

/** Workbench figures of the home page: my to-dos, my applications, my done items (counted as the personal centre counts them). */
export async function workflowRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const tasks = new TaskRepository(db);
  const applications = new ApplicationRepository(db);

  route(app, workbenchDashboard, {}, async (request) => {
    const owner = caller(request);
    const [todo, apply, done] = await Promise.all([
      tasks.count(owner, 'todo', 'open'),
      applications.countApplications(owner),
      tasks.count(owner, 'todo', 'done'),
    ]);
    const lang = requestLanguage(request);
    const tiles: DashboardTile[] = [
      { key: 'todo', title: translate(lang, 'tileTodo'), count: todo, iconType: 'todo' },
      { key: 'apply', title: translate(lang, 'tileApply'), count: apply, iconType: 'apply' },
      { key: 'done', title: translate(lang, 'tileDone'), count: done, iconType: 'done' },
    ];
    return ok(tiles);
  });
}
