import type { FastifyInstance } from 'fastify';
import { ACTION_GUARDS, applyQuery, applyWithdraw, applyWithdrawable, draftDelete, draftQuery } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { ok, paged } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { ApplicationRepository } from '../workflow/application-repository.ts';

/** The caller's applications and drafts (SPEC §2 个人办公, §7). */
export async function applicationRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const applications = new ApplicationRepository(db);

  route(app, applyQuery, {}, async (request) => {
    const { status, keyword, pageIndex, pageSize } = request.body;
    const { rows, total } = await applications.applicationPage(caller(request), { status, keyword }, { pageIndex, pageSize });
    return paged(rows, total, pageIndex, pageSize);
  });

  route(app, applyWithdrawable, {}, async (request) => ok({ withdrawable: await applications.withdrawable(request.query.applicationId, caller(request)) }));

  route(app, applyWithdraw, { guard: ACTION_GUARDS.applyWithdraw }, async (request) => {
    const { applicationId } = request.body;
    if (!(await applications.withdrawable(applicationId, caller(request)))) throw new AppError(409, 'notWithdrawable');
    await applications.withdraw(applicationId);
    return ok(null);
  });

  route(app, draftQuery, {}, async (request) => {
    const { keyword, pageIndex, pageSize } = request.body;
    const { rows, total } = await applications.draftPage(caller(request), { keyword }, { pageIndex, pageSize });
    return paged(rows, total, pageIndex, pageSize);
  });

  /** Deletes the caller's drafts; any id that is not theirs refuses the whole batch and deletes nothing. */
  route(app, draftDelete, { guard: ACTION_GUARDS.draftDelete }, async (request) => {
    const deleted = await applications.deleteDrafts(caller(request), [...new Set(request.body.ids)]);
    return ok({ deleted });
  });
}
