import type { FastifyInstance } from 'fastify';
import { ACTION_GUARDS, reportQuery, reportReview, reportReviewQuery, reportSave, reportSubmit } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { ok, paged } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { ReportRepository } from './report-repository.ts';

/** Work reports (我的报工): the owner writes and submits them; their approver approves or rejects (报工审核). */
export async function reportRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const reports = new ReportRepository(db);
  const editable = (status: string) => status === 'draft' || status === 'rejected';

  route(app, reportQuery, {}, async (request) => {
    const { pageIndex, pageSize, status } = request.body;
    const { rows, total } = await reports.ownPage(caller(request), status, { pageIndex, pageSize });
    return paged(rows, total, pageIndex, pageSize);
  });

  /** Creates a draft, or edits a draft or rejected report (which becomes a draft again). */
  route(app, reportSave, { guard: ACTION_GUARDS.reportSave }, async (request) => {
    const owner = caller(request);
    const { id, ...fields } = request.body;
    if (id) {
      if (!editable((await reports.own(id, owner)).status)) throw new AppError(409, 'reportLocked');
      await reports.edit(id, fields);
      return ok({ id });
    }
    return ok({ id: await reports.create(owner, fields) });
  });

  route(app, reportSubmit, { guard: ACTION_GUARDS.reportSubmit }, async (request) => {
    const owner = caller(request);
    if (!editable((await reports.own(request.body.id, owner)).status)) throw new AppError(409, 'reportLocked');
    await reports.submit(request.body.id, owner);
    return ok(null);
  });

  route(app, reportReviewQuery, {}, async (request) => {
    const { pageIndex, pageSize, status } = request.body;
    const { rows, total } = await reports.reviewPage(caller(request), status, { pageIndex, pageSize });
    return paged(rows, total, pageIndex, pageSize);
  });

  /** Only the report's approver decides, once, while it is submitted. */
  route(app, reportReview, { guard: ACTION_GUARDS.reportReview }, async (request) => {
    const { id, result, comment } = request.body;
    await reports.review(id, caller(request), result, comment || (result === 'approved' ? '同意' : ''));
    return ok(null);
  });
}
