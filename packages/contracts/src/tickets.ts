import { z } from 'zod';

/** The problem-feedback process of the WOS sub-app (form key Process_WOS_WOH). */
export const TICKET_CATEGORIES = ['account', 'network', 'hardware', 'software', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_STATUSES = ['submitted', 'processing', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_LIMITS = { title: 60, description: 1000, contact: 50 } as const;

export const createTicketBody = z.object({
  title: z.string().trim().min(2).max(TICKET_LIMITS.title),
  category: z.enum(TICKET_CATEGORIES),
  description: z.string().trim().min(5).max(TICKET_LIMITS.description),
  contact: z.string().trim().min(3).max(TICKET_LIMITS.contact),
});
export type CreateTicketBody = z.infer<typeof createTicketBody>;

export const ticketIdParams = z.object({ id: z.string().trim().regex(/^\d{1,12}$/) });

export interface Ticket {
  id: string;
  ticketNo: string;
  title: string;
  category: TicketCategory;
  description: string;
  contact: string;
  status: TicketStatus;
  createdAt: string;
}

/** Ticket counts of the tenant for the reports sub-app. */
export interface TicketStats {
  byCategory: { category: TicketCategory; count: number }[];
  byStatus: { status: TicketStatus; count: number }[];
}

export const TICKET_PATHS = {
  create: '/wos/v1/tickets/create',
  mine: '/wos/v1/tickets/mine',
  one: '/wos/v1/tickets/:id',
  stats: '/wos/v1/tickets/stats',
} as const;
