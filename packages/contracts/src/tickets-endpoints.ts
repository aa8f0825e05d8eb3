import { z } from 'zod';
import { apiResult, endpoint } from './endpoint.ts';
import { TICKET_CATEGORIES, TICKET_PATHS, TICKET_STATUSES, createTicketBody, ticketIdParams, type Ticket, type TicketStats } from './tickets.ts';

/**
 * Endpoints (endpoint.ts) apart from the constants, so a bundle that imports only the constants
 * never keeps these schemas.
 */

export const ticketSchema = z.object({
  id: z.string(),
  ticketNo: z.string(),
  title: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  description: z.string(),
  contact: z.string(),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
}) satisfies z.ZodType<Ticket>;

export const ticketStatsSchema = z.object({
  byCategory: z.array(z.object({ category: z.enum(TICKET_CATEGORIES), count: z.number().int() })),
  byStatus: z.array(z.object({ status: z.enum(TICKET_STATUSES), count: z.number().int() })),
}) satisfies z.ZodType<TicketStats>;

export const ticketCreate = /* @__PURE__ */ endpoint({ method: 'POST', path: TICKET_PATHS.create, body: createTicketBody, response: /* @__PURE__ */ apiResult(ticketSchema) });
export const ticketsMine = /* @__PURE__ */ endpoint({ method: 'GET', path: TICKET_PATHS.mine, response: /* @__PURE__ */ apiResult(z.array(ticketSchema)) });
export const ticketStats = /* @__PURE__ */ endpoint({ method: 'GET', path: TICKET_PATHS.stats, response: /* @__PURE__ */ apiResult(ticketStatsSchema) });
export const ticketOne = /* @__PURE__ */ endpoint({ method: 'GET', path: TICKET_PATHS.one, params: ticketIdParams, response: /* @__PURE__ */ apiResult(ticketSchema) });
