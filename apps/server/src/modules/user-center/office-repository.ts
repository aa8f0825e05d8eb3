import type { Kysely } from 'kysely';
import type { DeviceItem, MailSummary, MeetingItem } from '@portal/contracts';
import { countRows, countThenPage, type Page, type PageRequest } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import type { Owner } from '../../http/caller.ts';

/** Queries of the personal centre's office items: meetings, mail, devices, and the counts of its overview. */
export class OfficeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private meetings(owner: Owner, when: 'upcoming' | 'past', now: Date) {
    return this.db
      .selectFrom('meetings as m')
      .innerJoin('meeting_attendees as ma', 'ma.meeting_id', 'm.id')
      .where('ma.user_id', '=', owner.userId)
      .where('m.tenant_id', '=', owner.tenantId)
      .where('m.end_at', when === 'upcoming' ? '>=' : '<', now);
  }

  async countUpcomingMeetings(owner: Owner): Promise<number> {
    return countRows(this.meetings(owner, 'upcoming', new Date()));
  }

  async countUnreadMessages(owner: Owner): Promise<number> {
    return countRows(
      this.db.selectFrom('messages').where('user_id', '=', owner.userId).where('tenant_id', '=', owner.tenantId).where('status', '=', 'noread'),
    );
  }

  async countReportsToReview(owner: Owner): Promise<number> {
    return countRows(
      this.db.selectFrom('work_reports').where('approver_id', '=', owner.userId).where('tenant_id', '=', owner.tenantId).where('status', '=', 'submitted'),
    );
  }

  /** Upcoming meetings soonest first, past ones latest first. */
  async meetingPage(owner: Owner, when: 'upcoming' | 'past', page: PageRequest): Promise<Page<MeetingItem>> {
    const base = this.meetings(owner, when, new Date()).innerJoin('users as o', 'o.id', 'm.organizer_id');
    const { rows, total } = await countThenPage(
      base,
      (q) =>
        q
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
          .orderBy('m.start_at', when === 'upcoming' ? 'asc' : 'desc'),
      'm.id',
      page,
    );
    const items = rows.map((row) => ({
      id: row.id,
      title: row.title,
      room: row.room,
      organizerName: row.organizer_name,
      startTime: row.start_at.toISOString(),
      endTime: row.end_at.toISOString(),
      attendees: Number(row.attendees ?? 0),
    }));
    return { rows: items, total };
  }

  /** Unread mail: how many, and the five latest. */
  async mailSummary(owner: Owner): Promise<MailSummary> {
    const base = this.db.selectFrom('mails').where('user_id', '=', owner.userId).where('tenant_id', '=', owner.tenantId).where('is_read', '=', false);
    const [unread, latest] = await Promise.all([
      countRows(base),
      base.select(['id', 'sender', 'subject', 'received_at']).orderBy('received_at', 'desc').orderBy('id').limit(5).execute(),
    ]);
    return {
      unread,
      latest: latest.map((m) => ({ id: m.id, sender: m.sender, subject: m.subject, receivedTime: m.received_at.toISOString() })),
    };
  }

  async devices(owner: Owner): Promise<DeviceItem[]> {
    const rows = await this.db
      .selectFrom('user_devices')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .where('tenant_id', '=', owner.tenantId)
      .orderBy('status')
      .orderBy('assigned_at', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      assetNo: row.asset_no,
      model: row.model,
      status: row.status,
      assignedTime: row.assigned_at.toISOString(),
    }));
  }
}
