import { z } from 'zod';

/** An app of the app centre as `list-old-apps` answers it (the shell maps it per SPEC §3). */
export interface OldApp {
  moduleName: string;
  resourceCode: string;
  systemCode: string;
  moduleCode: string;
  appCodes: string[];
  /** `w:https://…` opens the rest of the path in a new window; empty opens the app's menus. */
  path: string;
  iconSrc: string;
}

/** An app as the shell uses it (SPEC §3: resourceName comes from moduleName). */
export interface App {
  resourceName: string;
  resourceCode: string;
  systemCode: string;
  moduleCode: string;
  appCodes: string[];
  path: string;
  iconSrc: string;
}

export const RESOURCE_TYPES = { menu: 1, service: 2, view: 3 } as const;
export type ResourceType = (typeof RESOURCE_TYPES)[keyof typeof RESOURCE_TYPES];

/** A menu (1, menuUrl), service (2, serviceUrl) or view (3, viewUrl) of an app (SPEC §3). */
export interface Resource {
  resourceType: ResourceType;
  resourceName: string;
  resourceCode: string;
  /** Path inside the business system; the shell opens `/app-center/main/{frontModuleCode}{resourcePath}`. */
  resourcePath: string;
  moduleCode: string;
  frontModuleCode: string;
  systemCode: string;
  appCode: string;
  iconSrc: string;
  menuUrl?: string;
  serviceUrl?: string;
  viewUrl?: string;
  /** Group heading inside the app (e.g. 假期管理). */
  groupName: string;
  /** With `queryFuzzy`: which characters matched, in the function's name or in its app's name (pinyin too). */
  highlight?: { field: 'resourceName' | 'appName'; start: number; end: number };
}

const userId = z.string().trim().min(1).max(64);
const appCodes = z.array(z.string().trim().min(1).max(64)).max(100);
const queryFuzzy = z.string().trim().max(100).optional();

export const listOldAppsBody = z.object({ userId });
export const listAppResourcesBody = z.object({ userId, appCodes, queryFuzzy });
export const listAppModulesBody = z.object({ userId, appCodes });
export const resourceCodeBody = z.object({ resourceCode: z.string().trim().min(1).max(128) });

export const CATALOGUE_PATHS = {
  listOldApps: '/wuyou-auth/auth/list-old-apps',
  listAppMenus: '/wuyou-auth/auth/list-app-menus',
  listAppModules: '/wuyou-auth/auth/list-app-modules',
  listAppServices: '/wuyou-auth/auth/list-app-services',
  commonUseList: '/wuyou-auth/common-use/list',
  commonUseAdd: '/wuyou-auth/common-use/add',
  commonUseDelete: '/wuyou-auth/common-use/delete',
} as const;
