import { FRAME_PATHS, switchTenantPath, type Endpoints, type Tenant } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, call, http } from '../../shared/http/index.ts';
import { useTenantKey } from '../../shared/query/keys.ts';
import { useSessionStore } from '../../shared/session/store.ts';

/** The user's tenants, the current one first (SPEC §4). */
const tenantList = api<Endpoints['tenantList']>('GET', FRAME_PATHS.tenants);

export async function listTenants(): Promise<Tenant[]> {
  return (await call(tenantList, undefined)).data;
}

/** Whether the user belongs to more than one tenant: only then is there anything to switch to. */
export function useCanSwitchTenant(): boolean {
  // Follows the tenant: after a switch (which clears every query) the list is asked for again.
  const { data } = useQuery({ queryKey: useTenantKey('tenants'), queryFn: listTenants, staleTime: 300_000 });
  return (data?.length ?? 0) > 1;
}

/**
 * SPEC §4, §7: both switch calls, form encoded. A refusal of the first changes nothing. Once it
 * succeeds the session is in the new tenant: the session's tenant follows at once, so the second
 * call and every later request carry it; a failure of the second is reported (the HTTP client
 * shows it) but does not undo the switch.
 */
export async function switchTenant(tenantId: string): Promise<void> {
  // Form encoded (SPEC §7), which `call` does not send: the plain client instead.
  await http.post(switchTenantPath(tenantId), undefined, { form: { tenantId } });
  useSessionStore.getState().setTenant(tenantId);
  try {
    await http.post(FRAME_PATHS.setTenantId, undefined, { form: { tenantId } });
  } catch (error) {
    console.error('setTenantId failed', error);
  }
}
