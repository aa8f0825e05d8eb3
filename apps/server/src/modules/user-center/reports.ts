import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { ACTION_GUARDS, USER_CENTER_PATHS, reportQueryBody, reportReviewBody, reportSaveBody, type ReportItem } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { ok, paged } from '../../http/reply.ts';

const idBody = z.object({ id: z.string().trim().min(1).max(64) });

/** Work reports (我的报工): the owner writes and submits them; their approver approves or rejects (报工审核). */
export async function reportRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const select = () =>
    db
      .selectFrom('work_reports as w')
      .innerJoin('users as o', 'o.id', 'w.owner_id')
      .leftJoin('users as a', 'a.id', 'w.approver_id');
  const columns = [
    'w.id',
    sql<string>`to_char(w.report_date, 'YYYY-MM-DD')`.as('report_date'),
    'w.project',
    'w.hours',
    'w.content',
    'w.status',
    'w.review_comment',
    'w.updated_at',
    'o.real_name as owner_name',
    'a.real_name as approver_name',
  ] as const;
  type Row = {
    id: string;
    report_date: string;
    project: string;
    hours: string | number;
    content: string;
    status: ReportItem['status'];
    review_comment: string;
    updated_at: Date;
    owner_name: string;
    approver_name: string | null;
  };
  const toItem = (row: Row): ReportItem => ({
    id: row.id,
    reportDate: row.report_date,
    project: row.project,
    hours: Number(row.hours),
    content: row.content,
    status: row.status,
    ownerName: row.owner_name,
    approverName: row.approver_name ?? '',
    reviewComment: row.review_comment,
    updateTime: row.updated_at.toISOString(),
  });

  const ownReport = async (id: string, userId: string, tenantId: string) => {
    const row = await db.selectFrom('work_reports').select(['owner_id', 'tenant_id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    if (row.owner_id !== userId || row.tenant_id !== tenantId) throw forbidden();
    return row;
  };

  r.post(`/api${USER_CENTER_PATHS.reportQuery}`, { schema: { body: reportQueryBody } }, async (request) => {
    const auth = caller(request);
    const { pageIndex, pageSize, status } = request.body;
    let base = select().where('w.owner_id', '=', auth.userId).where('w.tenant_id', '=', auth.tenantId);
    if (status) base = base.where('w.status', '=', status);
    const { total } = await base.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select([...columns])
      .orderBy('w.report_date', 'desc')
      .orderBy('w.updated_at', 'desc')
      .orderBy('w.id')
      .offset((pageIndex - 1) * pageSize)
      .limit(pageSize)
      .execute();
    return paged(rows.map(toItem), Number(total), pageIndex, pageSize);
  });

  /** Creates a draft, or edits a draft or rejected report (which becomes a draft again). */
  r.post(`/api${USER_CENTER_PATHS.reportSave}`, { config: { guard: ACTION_GUARDS.reportSave }, schema: { body: reportSaveBody } }, async (request) => {
    const auth = caller(request);
    const { id, reportDate, project, hours, content } = request.body;
    const values = { report_date: reportDate, project, hours, content, updated_at: new Date() };
    if (id) {
      const row = await ownReport(id, auth.userId, auth.tenantId);
      if (row.status !== 'draft' && row.status !== 'rejected') throw new AppError(409, 'reportLocked');
      await db.updateTable('work_reports').set({ ...values, status: 'draft', review_comment: '' }).where('id', '=', id).execute();
      return ok({ id });
    }
    const created = await db
      .insertInto('work_reports')
      .values({ ...values, tenant_id: auth.tenantId, owner_id: auth.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok({ id: created.id });
  });

  r.post(`/api${USER_CENTER_PATHS.reportSubmit}`, { config: { guard: ACTION_GUARDS.reportSubmit }, schema: { body: idBody } }, async (request) => {
    const auth = caller(request);
    const row = await ownReport(request.body.id, auth.userId, auth.tenantId);
    if (row.status !== 'draft' && row.status !== 'rejected') throw new AppError(409, 'reportLocked');
    const approver = await db
      .selectFrom('work_report_approvers')
      .select('approver_id')
      .where('user_id', '=', auth.userId)
      .where('tenant_id', '=', auth.tenantId)
      .executeTakeFirst();
    if (!approver) throw new AppError(409, 'noReportApprover');
    await db
      .updateTable('work_reports')
      .set({ status: 'submitted', approver_id: approver.approver_id, review_comment: '', updated_at: new Date() })
      .where('id', '=', request.body.id)
      .execute();
    return ok(null);
  });

  r.post(`/api${USER_CENTER_PATHS.reportReviewQuery}`, { schema: { body: reportQueryBody } }, async (request) => {
    const auth = caller(request);
    const { pageIndex, pageSize, status } = request.body;
    let base = select()
      .where('w.approver_id', '=', auth.userId)
      .where('w.tenant_id', '=', auth.tenantId)
      .where('w.status', '!=', 'draft');
    if (status) base = base.where('w.status', '=', status);
    const { total } = await base.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select([...columns])
      .orderBy('w.report_date', 'desc')
      .orderBy('w.updated_at', 'desc')
      .orderBy('w.id')
      .offset((pageIndex - 1) * pageSize)
      .limit(pageSize)
      .execute();
    return paged(rows.map(toItem), Number(total), pageIndex, pageSize);
  });

  /** Only the report's approver decides, once, while it is submitted. */
  r.post(`/api${USER_CENTER_PATHS.reportReview}`, { config: { guard: ACTION_GUARDS.reportReview }, schema: { body: reportReviewBody } }, async (request) => {
    const auth = caller(request);
    const { id, result, comment } = request.body;
    const row = await db.selectFrom('work_reports').select(['approver_id', 'tenant_id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    if (row.approver_id !== auth.userId || row.tenant_id !== auth.tenantId) throw forbidden();
    if (row.status !== 'submitted') throw new AppError(409, 'taskHandled');
    await db
      .updateTable('work_reports')
      .set({ status: result, review_comment: comment || (result === 'approved' ? '同意' : ''), updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'submitted')
      .execute();
    return ok(null);
  });
}
