import { useQuery } from '@tanstack/react-query';
import { useLanguageStore } from '../../shared/i18n/index.ts';
import { tenantKey } from '../../shared/query/keys.ts';
import { useSessionStore } from '../../shared/session/store.ts';
import { listApps, listCommonUse, listFunctions, recentVisits } from './api.ts';

export const appCenterKeys = {
  apps: (userId: string) => tenantKey('app-center', 'apps', userId),
  functions: (userId: string, codes: readonly string[], text: string) => tenantKey('app-center', 'functions', userId, codes.join(','), text),
  commonUse: () => tenantKey('app-center', 'common-use'),
  recent: () => tenantKey('app-center', 'recent'),
};

export function useUserId(): string {
  return useSessionStore((s) => s.user?.id ?? '');
}

/** Catalogue names come in the caller's language: a language change reads them again. */
const useLanguage = () => useLanguageStore((s) => s.language);

export function useApps() {
  const userId = useUserId();
  const language = useLanguage();
  return useQuery({ queryKey: [...appCenterKeys.apps(userId), language], queryFn: () => listApps(userId), enabled: userId !== '', staleTime: 60_000 });
}

/** Functions of some apps (all when `codes` is empty), matching `text` when given. */
export function useFunctions(codes: readonly string[] | null, text: string) {
  const userId = useUserId();
  const language = useLanguage();
  return useQuery({
    queryKey: [...appCenterKeys.functions(userId, codes ?? [], text), language],
    queryFn: () => listFunctions(userId, codes ?? [], text || undefined),
    enabled: userId !== '' && codes !== null,
    staleTime: 60_000,
  });
}

export function useCommonUse() {
  const language = useLanguage();
  return useQuery({ queryKey: [...appCenterKeys.commonUse(), language], queryFn: listCommonUse, staleTime: 30_000 });
}

export function useRecentVisits() {
  const language = useLanguage();
  return useQuery({ queryKey: [...appCenterKeys.recent(), language], queryFn: recentVisits, staleTime: 10_000 });
}
