import { useSessionStore } from '../session/store.ts';

/**
 * A TanStack Query key that starts with the current tenant: data of one tenant is never served
 * from the cache to another. Use it for every query: `useQuery({ queryKey: tenantKey('messages', page) })`.
 */
export function tenantKey(...parts: readonly unknown[]): unknown[] {
  return ['tenant', useSessionStore.getState().tenantId, ...parts];
}

/** `tenantKey` for a component that must follow a tenant switch: it renders again with the new tenant's key. */
export function useTenantKey(...parts: readonly unknown[]): unknown[] {
  const tenantId = useSessionStore((s) => s.tenantId);
  return ['tenant', tenantId, ...parts];
}
