import { z } from 'zod';
import { SUBAPP_NAMES, type SubappName } from './modules.ts';

/**
 * How the shell hosts a sub-app. One engine today: a same-origin iframe per live instance (its
 * realm, listeners included, goes with the frame). Other engines plug in behind the same interface.
 */
export const SUBAPP_ENGINES = ['iframe'] as const;
export type SubappEngine = (typeof SUBAPP_ENGINES)[number];

/**
 * One name of the sub-app registry (SPEC §3) as the server serves it from runtime configuration.
 * `entry` is null when the company has not deployed that system: the shell shows "not deployed".
 */
export interface SubappEntry {
  name: SubappName;
  /** Absolute URL or same-origin path of the sub-app's index; the function path is appended. */
  entry: string | null;
  engine: SubappEngine;
  /** Where the sub-app is mounted in the portal: `/pba/app-center/main/{name}/`. */
  activeRule: string;
  /** The signed-in user may open its functions (the server refuses the others with 403). */
  permitted?: boolean;
}

/** Runtime configuration file (`SUBAPPS_CONFIG`): name → entry and engine. */
export const subappsConfigFile = z.record(
  z.enum(SUBAPP_NAMES),
  z.object({ entry: z.string().trim().min(1).max(500), engine: z.enum(SUBAPP_ENGINES).optional() }),
);
export type SubappsConfigFile = z.infer<typeof subappsConfigFile>;

export const subappNameParams = z.object({ name: z.string().trim().min(1).max(64) });

export const SUBAPP_PATHS = {
  /** Every registry name with its entry. */
  list: '/portal/v1/subapps',
  /** One name, refused when the user may open none of its functions. */
  one: '/portal/v1/subapps/:name',
} as const;

export const subappActiveRule = (name: string) => `/pba/app-center/main/${name}/`;

/** What the shell hands every sub-app it mounts (SPEC §3). */
export interface SubappProps {
  userCode: string;
  userId: string;
  token: string;
  routerBase: string;
  tenantId: string;
  language: string;
  /** The portal's look: its primary colour (`#rrggbb`) and its theme setting. */
  theme: { primaryColor: string; mode: 'light' | 'dark' };
}
