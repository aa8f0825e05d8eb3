import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { TICKET_CATEGORIES, TICKET_PATHS, TICKET_STATUSES, createTicketBody, ticketIdParams, type Ticket, type TicketStats } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { WosTicketsTable } from '../../db/tables/subapp-records.ts';
import { caller, requirePermission } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';

const SHOWN = 200;

export function toTicket(row: Selectable<WosTicketsTable>): Ticket {
  return {
    id: String(row.id),
    ticketNo: `WOH${row.created_at.toISOString().slice(0, 10).replaceAll('-', '')}${String(row.id).padStart(5, '0')}`,
    title: row.title,
    category: row.category,
    description: row.description,
    contact: row.contact,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * The WOS problem-feedback process: anyone signed in may report a problem (the top bar's
 * submit-ticket pop-up), and sees only their own tickets in their current tenant.
 */
export async function ticketRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`/api${TICKET_PATHS.create}`, { schema: { body: createTicketBody } }, async (request) => {
    const auth = caller(request);
    const row = await db
      .insertInto('wos_tickets')
      .values({ tenant_id: auth.tenantId, user_id: auth.userId, ...request.body })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ok(toTicket(row));
  });

  r.get(`/api${TICKET_PATHS.mine}`, async (request) => {
    const auth = caller(request);
    const rows = await db
      .selectFrom('wos_tickets')
      .selectAll()
      .where('tenant_id', '=', auth.tenantId)
      .where('user_id', '=', auth.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SHOWN)
      .execute();
    return ok(rows.map(toTicket));
  });

  r.get(`/api${TICKET_PATHS.stats}`, async (request) => {
    const auth = requirePermission(request, 'REPORTS');
    const rows = await db
      .selectFrom('wos_tickets')
      .select(['category', 'status', (eb) => eb.fn.countAll<string>().as('count')])
      .where('tenant_id', '=', auth.tenantId)
      .groupBy(['category', 'status'])
      .execute();
    const sum = (pick: (row: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((n, row) => n + Number(row.count), 0);
    const stats: TicketStats = {
      byCategory: TICKET_CATEGORIES.map((category) => ({ category, count: sum((row) => row.category === category) })),
      byStatus: TICKET_STATUSES.map((status) => ({ status, count: sum((row) => row.status === status) })),
    };
    return ok(stats);
  });

  // Another user's ticket, or one of another tenant, is "not found": its existence is not revealed.
  r.get(`/api${TICKET_PATHS.one}`, { schema: { params: ticketIdParams } }, async (request) => {
    const auth = caller(request);
    const row = await db
      .selectFrom('wos_tickets')
      .selectAll()
      .where('id', '=', request.params.id as never)
      .where('tenant_id', '=', auth.tenantId)
      .where('user_id', '=', auth.userId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return ok(toTicket(row));
  });
}
