import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  USER_CENTER_PATHS as P,
  WORKFLOW_PATHS as W,
  MESSAGE_PATHS,
  SSO_PATHS,
  REFERENCE_PATHS,
  type ApiResult,
  type DictOption,
  type Region,
  type PagedResult,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { http } from '../../shared/http/index.ts';
import { tenantKey } from '../../shared/query/keys.ts';

export { P as UC_PATHS, W as WF_PATHS, MESSAGE_PATHS, SSO_PATHS };

/** The root of every personal-centre query key: one invalidation refreshes every page and the overview. */
export const ucKey = (...parts: unknown[]) => tenantKey('user-center', ...parts);

/** A paged list read by POST with a body: data, total, loading; the previous page stays while the next loads. */
export function usePagedList<T>(name: string, path: string, body: Record<string, unknown>) {
  return useQuery({
    queryKey: ucKey(name, body),
    queryFn: () => http.post<PagedResult<T>>(path, body),
    placeholderData: keepPreviousData,
  });
}

/** A GET read; `enabled` false waits (e.g. until something is chosen). */
export function useGet<T>(name: string, path: string, params?: Record<string, string>, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ucKey(name, params ?? {}),
    queryFn: async () => (await http.get<ApiResult<T>>(path, params)).data,
  });
}

/** After a change: every personal-centre query (lists, counts, the overview) reloads. */
export function useRefreshUserCenter() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: tenantKey('user-center') });
}

/** Provinces (no parent) or a province's cities, for the bank-card form (region/select). */
export function useRegions(parentCode: string | undefined, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['regions', parentCode ?? ''],
    queryFn: async () => (await http.post<ApiResult<Region[]>>(REFERENCE_PATHS.regionSelect, parentCode ? { parentCode } : {})).data,
    staleTime: Infinity,
  });
}

/** A dictionary's options (getDictSelect) in the current language. */
export function useDict(dictType: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ucKey('dict', dictType, i18n.language),
    queryFn: async () => (await http.get<ApiResult<DictOption[]>>(REFERENCE_PATHS.dictSelect, { dictType })).data,
  });
}
