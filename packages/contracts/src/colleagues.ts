import { z } from 'zod';

/** Find colleague (SPEC §1, §2, §5, §7). */
export const COLLEAGUE_PATHS = {
  search: '/kirin-hr-biz/user/getUserProgramInfo',
  exportAddressBook: '/business-center/v1/users/export/address/book',
} as const;

/** SPEC §5 and §9: the colleague search takes at most 30 characters. */
export const COLLEAGUE_SEARCH_MAX = 30;

export const colleagueSearchQuery = z.object({ keyword: z.string().trim().max(COLLEAGUE_SEARCH_MAX).default('') });
export const addressBookExportQuery = z.object({ sign: z.string().trim().max(COLLEAGUE_SEARCH_MAX).default('') });

export interface Colleague {
  id: string;
  userCode: string;
  realName: string;
  department: string;
  position: string;
  phone: string;
  email: string;
  sex: 'male' | 'female' | 'unknown';
}

/** Feature codes answered by the feature-permission check (SPEC §6, §7 checkUserProgramInfo). */
export const FEATURE_CODES = { colleagueSearch: 'colleague-search' } as const;

export interface FeaturePermission {
  featureCode: string;
  enabled: boolean;
}
