import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { applicationRoutes } from './applications.ts';
import { cardRoutes } from './cards.ts';
import { officeRoutes } from './office.ts';
import { profileRoutes } from './profile.ts';
import { reportRoutes } from './reports.ts';
import { taskRoutes } from './tasks.ts';

/** The personal centre (SPEC §2): 个人办公 and 个人设置. */
export async function userCenterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await taskRoutes(app, ctx);
  await applicationRoutes(app, ctx);
  await officeRoutes(app, ctx);
  await reportRoutes(app, ctx);
  await cardRoutes(app, ctx);
  await profileRoutes(app, ctx);
}
