import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { assistantRoutes } from './assistant/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { colleagueRoutes } from './colleagues/routes.ts';
import { friendlyLinkRoutes } from './friendly-links/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { leaveRoutes } from './leave/routes.ts';
import { homeRoutes } from './home/routes.ts';
import { idaasRoutes } from './idaas/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { referenceRoutes } from './reference/routes.ts';
import { ssoRoutes } from './sso/routes.ts';
import { subappRoutes } from './subapps/routes.ts';
import { tenantRoutes } from './tenants/routes.ts';
import { ticketRoutes } from './tickets/routes.ts';
import { userCenterRoutes } from './user-center/routes.ts';
import { userEndRoutes } from './user-end/routes.ts';
import { workflowRoutes } from './workflow/routes.ts';

/** Every API family of SPEC §7; each feature adds its module here. */
const MODULES: ((app: FastifyInstance, ctx: AppContext) => Promise<void>)[] = [
  healthRoutes,
  idaasRoutes,
  catalogueRoutes,
  userEndRoutes,
  messageRoutes,
  workflowRoutes,
  ssoRoutes,
  tenantRoutes,
  friendlyLinkRoutes,
  subappRoutes,
  ticketRoutes,
  leaveRoutes,
  homeRoutes,
  colleagueRoutes,
  assistantRoutes,
  userCenterRoutes,
  referenceRoutes,
];

export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const register of MODULES) await register(app, ctx);
}
