import type { FastifyInstance } from 'fastify';
import { leaveCreate, leaveMine } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { requirePermission } from '../../http/auth.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { LeaveRepository } from './leave-repository.ts';

/** HR employee self-service: the caller's own leave requests; needs the HR module. */
export async function leaveRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const leave = new LeaveRepository(db);

  route(app, leaveCreate, {}, async (request) => {
    const auth = requirePermission(request, 'HR');
    return ok(await leave.create(auth, request.body));
  });

  route(app, leaveMine, {}, async (request) => {
    const auth = requirePermission(request, 'HR');
    return ok(await leave.mine(auth));
  });
}
