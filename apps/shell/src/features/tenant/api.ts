import { FRAME_PATHS, switchTenantPath, type ApiResult, type Tenant } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../shared/http/index.ts';
import { tenantKey } from '../../shared/query/keys.ts';
import { STORAGE_KEYS } from '../../shared/storage-keys.ts';

/** The user's tenants, the current one first (SPEC §4). */
export async function listTenants(): Promise<Tenant[]> {
  return (await http.get<ApiResult<Tenant[]>>(FRAME_PATHS.tenants)).data;
}

/** Whether the user belongs to more than one tenant: only then is there anything to switch to. */
export function useCanSwitchTenant(): boolean {
  const { data } = useQuery({ queryKey: tenantKey('tenants'), queryFn: listTenants, staleTime: 300_000 });
  return (data?.length ?? 0) > 1;
}

/**
 * SPEC §4, §7: both switch calls, form encoded. A refusal of the first changes nothing. Once it
 * succeeds the session is in the new tenant: the stored tenant id follows at once, so the second
 * call and every later request carry it; a failure of the second is reported (the HTTP client
 * shows it) but does not undo the switch.
 */
export async function switchTenant(tenantId: string): Promise<void> {
  await http.post(switchTenantPath(tenantId), undefined, { form: { tenantId } });
  localStorage.setItem(STORAGE_KEYS.tenantId, tenantId);
  try {
    await http.post(FRAME_PATHS.setTenantId, undefined, { form: { tenantId } });
  } catch (error) {
    console.error('setTenantId failed', error);
  }
}
