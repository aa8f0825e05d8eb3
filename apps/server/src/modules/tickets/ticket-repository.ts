import type { Kysely, Selectable } from 'kysely';
import type { Ticket, createTicketBody } from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { WosTicketsTable } from '../../db/tables/subapp-records.ts';
import type { Owner } from '../../http/caller.ts';

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

/** Queries of the WOS problem-feedback tickets: the caller's own, and the counts of a tenant. */
export class TicketRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(owner: Owner, ticket: z.output<typeof createTicketBody>): Promise<Ticket> {
    const row = await this.db
      .insertInto('wos_tickets')
      .values({ tenant_id: owner.tenantId, user_id: owner.userId, ...ticket })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTicket(row);
  }

  /** The newest first. */
  async mine(owner: Owner): Promise<Ticket[]> {
    const rows = await this.db
      .selectFrom('wos_tickets')
      .selectAll()
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SHOWN)
      .execute();
    return rows.map(toTicket);
  }

  /** How many tickets of the tenant there are of each category and status. */
  async countsOf(tenantId: string) {
    const rows = await this.db
      .selectFrom('wos_tickets')
      .select(['category', 'status', (eb) => eb.fn.countAll<string>().as('count')])
      .where('tenant_id', '=', tenantId)
      .groupBy(['category', 'status'])
      .execute();
    return rows.map((row) => ({ category: row.category, status: row.status, count: Number(row.count) }));
  }

  /** One ticket of the caller in the tenant; undefined for another's or another tenant's. */
  async own(owner: Owner, id: string): Promise<Ticket | undefined> {
    const row = await this.db
      .selectFrom('wos_tickets')
      .selectAll()
      .where('id', '=', id as never)
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .executeTakeFirst();
    return row && toTicket(row);
  }
}
