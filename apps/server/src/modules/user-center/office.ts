import type { FastifyInstance } from 'fastify';
import { deviceList, mailUnreadSummary, meetingQuery, userCenterSummaryEndpoint } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { ok, paged } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { ApplicationRepository } from '../workflow/application-repository.ts';
import { TaskRepository } from '../workflow/task-repository.ts';
import { OfficeRepository } from './office-repository.ts';

/** The overview, meetings, mail summary and devices of the personal centre. */
export async function officeRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const tasks = new TaskRepository(db);
  const applications = new ApplicationRepository(db);
  const office = new OfficeRepository(db);

  route(app, userCenterSummaryEndpoint, {}, async (request) => {
    const owner = caller(request);
    const [todo, toread, done, apply, draft, unreadMessages, upcomingMeetings, reportsToReview, recentTasks] = await Promise.all([
      tasks.count(owner, 'todo', 'open'),
      tasks.count(owner, 'toread', 'open'),
      tasks.count(owner, 'todo', 'done'),
      applications.countApplications(owner),
      applications.countDrafts(owner),
      office.countUnreadMessages(owner),
      office.countUpcomingMeetings(owner),
      office.countReportsToReview(owner),
      tasks.recentOpenTodos(owner, 5),
    ]);
    return ok({ todo, toread, done, apply, draft, unreadMessages, upcomingMeetings, reportsToReview, recentTasks });
  });

  route(app, meetingQuery, {}, async (request) => {
    const { pageIndex, pageSize, when } = request.body;
    const { rows, total } = await office.meetingPage(caller(request), when, { pageIndex, pageSize });
    return paged(rows, total, pageIndex, pageSize);
  });

  route(app, mailUnreadSummary, {}, async (request) => ok(await office.mailSummary(caller(request))));

  route(app, deviceList, {}, async (request) => ok(await office.devices(caller(request))));
}
