import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '../../apps/server/src/db/database.ts';
import { searchKeys } from '../../apps/server/src/db/seed/catalogue.ts';
import { seedIfNeeded } from '../../apps/server/src/db/seed/index.ts';

export const MENU_ENTRIES = 10_000;

const ACTIONS = ['申请', '查询', '审批', '统计', '导出', '维护', '登记', '变更', '归档', '配置'];
const OBJECTS = ['差旅报销', '采购订单', '合同台账', '资产盘点', '员工档案', '项目周报', '发票核验', '供应商评估', '库存调拨', '会议室预订', '培训计划', '绩效考核', '预算执行', '客户拜访', '工单派发', '门禁权限', '车辆调度', '印章使用', '招聘需求', '离职交接'];

/**
 * A data directory of its own for the benchmark: the demo company plus enough menu entries
 * (10 000 in all) that function search works over a catalogue of a large company.
 */
export async function prepareBenchData(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await migrateToLatest(database.db);
    await seedIfNeeded(database.db);
    const apps = await database.db.selectFrom('apps').select(['resource_code', 'app_codes']).orderBy('sort').execute();
    const existing = await database.db.selectFrom('resources').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const extra = Math.max(0, MENU_ENTRIES - Number(existing.n));
    const rows = Array.from({ length: extra }, (_, i) => {
      const app = apps[i % apps.length];
      const name = `${OBJECTS[i % OBJECTS.length] ?? ''}${ACTIONS[Math.floor(i / OBJECTS.length) % ACTIONS.length] ?? ''}（${Math.floor(i / 200) + 1}）`;
      const appCodes = (app?.app_codes ?? []) as string[];
      return {
        resource_code: `BENCH_${i}`,
        resource_type: 1 as const,
        resource_name: name,
        resource_path: `/bench/${i}`,
        module_code: app?.resource_code ?? '',
        front_module_code: `/${app?.resource_code ?? ''}`,
        app_code: appCodes[0] ?? app?.resource_code ?? '',
        group_name: '业务功能',
        search_keys: searchKeys(name),
        sort: 1000 + i,
      };
    });
    for (let start = 0; start < rows.length; start += 500) {
      await database.db.insertInto('resources').values(rows.slice(start, start + 500)).execute();
    }
  } finally {
    await database.close();
  }
  return dataDir;
}
