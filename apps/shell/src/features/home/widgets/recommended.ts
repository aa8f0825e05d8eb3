import { functionPath, type Resource } from '@portal/contracts';

export type RecommendedGroup = 'selfService' | 'expenses' | 'attendance';

/** SPEC §2: the recommended groups, each built from fixed resource codes (never shown to the user). */
export const RECOMMENDED_CODES: Record<RecommendedGroup, readonly string[]> = {
  selfService: ['HR_LEAVE_APPLY', 'HR_OVERTIME_APPLY', 'HR_TRIP_APPLY', 'HR_SALARY_SLIP', 'HR_REGULAR_APPLY'],
  expenses: ['EXP_CLAIM_NEW', 'EXP_MY_CLAIMS', 'EXP_LOAN_APPLY', 'EXP_TRAVEL_CLAIM'],
  attendance: ['ATT_CLOCK_RECORDS', 'ATT_CLOCK_PATCH'],
};

/** 我的报工, added to the first group: a page of the personal centre. */
export const MY_WORK_PATH = '/user-center/submitted/my-work';
export const MY_WORK_CODE = 'USERCENTER_MY_WORK';

export interface RecommendedItem {
  code: string;
  name: string;
  moduleCode: string;
  /** Where the item goes: the app-centre main path of the function, or a personal-centre page. */
  path: string;
  resource?: Resource;
}

/** The app-centre main path of a function (SPEC §2: module code plus resource path). */
export const mainPath = (r: Resource) => functionPath(`${r.frontModuleCode}${r.resourcePath}`);

/** The groups with the functions the user may open, in the fixed order; empty groups are left out. */
export function recommendedGroups(menus: readonly Resource[], myWorkName: string): { group: RecommendedGroup; items: RecommendedItem[] }[] {
  const byCode = new Map(menus.map((m) => [m.resourceCode, m]));
  const groups = (Object.keys(RECOMMENDED_CODES) as RecommendedGroup[]).map((group, index) => {
    const items: RecommendedItem[] = RECOMMENDED_CODES[group].flatMap((code) => {
      const resource = byCode.get(code);
      return resource ? [{ code, name: resource.resourceName, moduleCode: resource.moduleCode, path: mainPath(resource), resource }] : [];
    });
    if (index === 0) items.push({ code: MY_WORK_CODE, name: myWorkName, moduleCode: 'USERCENTER', path: MY_WORK_PATH });
    return { group, items };
  });
  return groups.filter((g) => g.items.length > 0);
}
