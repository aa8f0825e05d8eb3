import { z } from 'zod';

export const USER_END_PATHS = {
  saveQueryRecord: '/user-end/v1/userQueryHistory/saveQueryRecord',
  queryHistoryRecords: '/user-end/v1/userQueryHistory/queryHistoryRecords',
  checkUserProgramInfo: '/user-end/v1/featurePermission/checkUserProgramInfo',
  addRecentVisited: '/user-end/v1/userprefer/adduserrecentvisitedres',
  getRecentVisited: '/user-end/v1/userprefer/getuserrecentvisitedres',
} as const;

export interface QueryRecord {
  queryKey: string;
  /** ISO 8601; the shell shows it as YYYY-MM-DD HH:mm:ss. */
  queryTime: string;
}

export const saveQueryRecordBody = z.object({
  userCode: z.string().trim().min(1).max(64),
  queryKey: z.string().trim().min(1).max(100),
});

export const userCodeQuery = z.object({ userCode: z.string().trim().min(1).max(64) });

/** Where a recent visit came from: the app centre, a recommended item of the home page, search… */
export const RECENT_SOURCES = ['app', 'recommend', 'search', 'common'] as const;

/** SPEC §3 recent visited resource; systemCode defaults to the string "null". */
export const recentVisitedBody = z.object({
  src: z.enum(RECENT_SOURCES),
  resourceName: z.string().trim().min(1).max(100),
  resourceCode: z.string().trim().min(1).max(128),
  resourcePath: z.string().trim().max(500).default(''),
  moduleCode: z.string().trim().max(64).default(''),
  systemCode: z.string().trim().max(64).default('null'),
  iconSrc: z.string().trim().max(500).default(''),
});
export type RecentVisitedBody = z.infer<typeof recentVisitedBody>;

export interface RecentVisited extends RecentVisitedBody {
  visitedAt: string;
}

export const recentVisitedQuery = z.object({ src: z.enum(RECENT_SOURCES).optional() });
