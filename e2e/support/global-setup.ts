import type { TestProject } from 'vitest/node';
import { startPortal, type PortalServer } from './portal-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
  }
}

let server: PortalServer | undefined;

/** One portal server with a fresh demo company for all journeys; journeys that need their own start one. */
export async function setup(project: TestProject) {
  server = await startPortal();
  project.provide('portalUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
