import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { healthRoutes } from './health/routes.ts';
import { idaasRoutes } from './idaas/routes.ts';

/** Every API family of SPEC §7; each feature adds its module here. */
const MODULES: ((app: FastifyInstance, ctx: AppContext) => Promise<void>)[] = [healthRoutes, idaasRoutes];

export async function registerModules(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const register of MODULES) await register(app, ctx);
}
