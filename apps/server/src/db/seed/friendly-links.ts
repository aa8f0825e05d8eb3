import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The company systems employees reach most from the footer. */
const HQ_LINKS = [
  { name: '企业邮箱', url: 'https://mail.xinghe-tech.com/' },
  { name: '集团官网', url: 'https://www.xinghe-tech.com/' },
  { name: 'e-HR 自助', url: 'https://ehr.xinghe-tech.com/' },
  { name: '财务共享中心', url: 'https://fssc.xinghe-tech.com/' },
  { name: 'IT 服务台', url: 'https://itsm.xinghe-tech.com/' },
  { name: '星河学堂', url: 'https://learn.xinghe-tech.com/' },
  { name: '商旅平台', url: 'https://travel.xinghe-tech.com/' },
  { name: '代码仓库', url: 'https://git.xinghe-tech.com/' },
];

const SHENZHEN_LINKS = [
  { name: '企业邮箱', url: 'https://mail.xinghe-tech.com/' },
  { name: '深圳研发中心门户', url: 'https://sz.xinghe-tech.com/' },
  { name: 'IT 服务台', url: 'https://itsm.xinghe-tech.com/' },
  { name: '星河学堂', url: 'https://learn.xinghe-tech.com/' },
];

/** Footer links for each demo tenant. Safe to run again. */
export async function seedFriendlyLinks(db: Kysely<Database>): Promise<void> {
  const rows = [
    ...HQ_LINKS.map((link, sort) => ({ ...link, sort, tenant_id: '10001' })),
    ...SHENZHEN_LINKS.map((link, sort) => ({ ...link, sort, tenant_id: '10002' })),
  ];
  await db.insertInto('friendly_links').values(rows).onConflict((oc) => oc.columns(['tenant_id', 'name']).doNothing()).execute();
}
