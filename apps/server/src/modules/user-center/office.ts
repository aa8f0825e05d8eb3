import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  USER_CENTER_PATHS,
  meetingQueryBody,
  type DeviceItem,
  type MailSummary,
  type MeetingItem,
  type UserCenterSummary,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { ok, paged } from '../../http/reply.ts';
import { TASK_COLUMNS, taskBase, toTask } from './tasks.ts';

const count = (row: { n: number | string }) => Number(row.n);

/** The overview, meetings, mail summary and devices of the personal centre. */
export async function officeRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`/api${USER_CENTER_PATHS.summary}`, async (request) => {
    const auth = caller(request);
    const { userId, tenantId } = auth;
    const [todo, toread, done, apply, draft, unread, meetings, reviews, recent] = await Promise.all([
      taskBase(db, userId, tenantId, 'todo', 'open').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      taskBase(db, userId, tenantId, 'toread', 'open').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      taskBase(db, userId, tenantId, 'todo', 'done').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      db
        .selectFrom('workflow_applications')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('applicant_id', '=', userId)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('workflow_drafts')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .where('tenant_id', '=', tenantId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('messages')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 'noread')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('meetings as m')
        .innerJoin('meeting_attendees as ma', 'ma.meeting_id', 'm.id')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('ma.user_id', '=', userId)
        .where('m.tenant_id', '=', tenantId)
        .where('m.end_at', '>=', new Date())
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('work_reports')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('approver_id', '=', userId)
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 'submitted')
        .executeTakeFirstOrThrow(),
      taskBase(db, userId, tenantId, 'todo', 'open').select([...TASK_COLUMNS]).orderBy('t.created_at', 'desc').orderBy('t.id').limit(5).execute(),
    ]);
    const summary: UserCenterSummary = {
      todo: count(todo),
      toread: count(toread),
      done: count(done),
      apply: count(apply),
      draft: count(draft),
      unreadMessages: count(unread),
      upcomingMeetings: count(meetings),
      reportsToReview: count(reviews),
      recentTasks: recent.map(toTask),
    };
    return ok(summary);
  });

  r.post(`/api${USER_CENTER_PATHS.meetingQuery}`, { schema: { body: meetingQueryBody } }, async (request) => {
    const auth = caller(request);
    const { pageIndex, pageSize, when } = request.body;
    const now = new Date();
    const base = db
      .selectFrom('meetings as m')
      .innerJoin('meeting_attendees as ma', 'ma.meeting_id', 'm.id')
      .innerJoin('users as o', 'o.id', 'm.organizer_id')
      .where('ma.user_id', '=', auth.userId)
      .where('m.tenant_id', '=', auth.tenantId)
      .where('m.end_at', when === 'upcoming' ? '>=' : '<', now);
    const { total } = await base.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select((eb) => [
        'm.id',
        'm.title',
        'm.room',
        'm.start_at',
        'm.end_at',
        'o.real_name as organizer_name',
        eb
          .selectFrom('meeting_attendees as x')
          .select(({ fn }) => fn.countAll<number>().as('c'))
          .whereRef('x.meeting_id', '=', 'm.id')
          .as('attendees'),
      ])
      .orderBy('m.start_at', when === 'upcoming' ? 'asc' : 'desc')
      .orderBy('m.id')
      .offset((pageIndex - 1) * pageSize)
      .limit(pageSize)
      .execute();
    const items: MeetingItem[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      room: row.room,
      organizerName: row.organizer_name,
      startTime: row.start_at.toISOString(),
      endTime: row.end_at.toISOString(),
      attendees: Number(row.attendees ?? 0),
    }));
    return paged(items, Number(total), pageIndex, pageSize);
  });

  r.get(`/api${USER_CENTER_PATHS.mailSummary}`, async (request) => {
    const auth = caller(request);
    const base = db.selectFrom('mails').where('user_id', '=', auth.userId).where('tenant_id', '=', auth.tenantId).where('is_read', '=', false);
    const [{ n }, latest] = await Promise.all([
      base.select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base.select(['id', 'sender', 'subject', 'received_at']).orderBy('received_at', 'desc').orderBy('id').limit(5).execute(),
    ]);
    const summary: MailSummary = {
      unread: Number(n),
      latest: latest.map((m) => ({ id: m.id, sender: m.sender, subject: m.subject, receivedTime: m.received_at.toISOString() })),
    };
    return ok(summary);
  });

  r.get(`/api${USER_CENTER_PATHS.deviceList}`, async (request) => {
    const auth = caller(request);
    const rows = await db
      .selectFrom('user_devices')
      .selectAll()
      .where('user_id', '=', auth.userId)
      .where('tenant_id', '=', auth.tenantId)
      .orderBy('status')
      .orderBy('assigned_at', 'desc')
      .execute();
    const items: DeviceItem[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      assetNo: row.asset_no,
      model: row.model,
      status: row.status,
      assignedTime: row.assigned_at.toISOString(),
    }));
    return ok(items);
  });
}
