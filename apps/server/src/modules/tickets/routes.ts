import type { FastifyInstance } from 'fastify';
import { TICKET_CATEGORIES, TICKET_STATUSES, ticketCreate, ticketOne, ticketStats, ticketsMine, type TicketStats } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller, requirePermission } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { TicketRepository } from './ticket-repository.ts';

/**
 * The WOS problem-feedback process: anyone signed in may report a problem (the top bar's
 * submit-ticket pop-up), and sees only their own tickets in their current tenant.
 */
export async function ticketRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const tickets = new TicketRepository(db);

  route(app, ticketCreate, {}, async (request) => {
    const auth = caller(request);
    return ok(await tickets.create(auth, request.body));
  });

  route(app, ticketsMine, {}, async (request) => {
    const auth = caller(request);
    return ok(await tickets.mine(auth));
  });

  route(app, ticketStats, {}, async (request) => {
    const auth = requirePermission(request, 'REPORTS');
    const rows = await tickets.countsOf(auth.tenantId);
    const sum = (pick: (row: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((n, row) => n + row.count, 0);
    const stats: TicketStats = {
      byCategory: TICKET_CATEGORIES.map((category) => ({ category, count: sum((row) => row.category === category) })),
      byStatus: TICKET_STATUSES.map((status) => ({ status, count: sum((row) => row.status === status) })),
    };
    return ok(stats);
  });

  // Another user's ticket, or one of another tenant, is "not found": its existence is not revealed.
  route(app, ticketOne, {}, async (request) => {
    const auth = caller(request);
    const ticket = await tickets.own(auth, request.params.id);
    if (!ticket) throw notFound();
    return ok(ticket);
  });
}
