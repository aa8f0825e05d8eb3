import type { Kysely } from 'kysely';
import { hashPassword, md5 } from '../../lib/passwords.ts';
import type { Database } from '../schema.ts';
import { pinyinKeys } from './identity.ts';
import { DEMO_PASSWORD } from './people.ts';

/**
 * An employee with few permissions, so the portal's permission handling can be seen: 王晓, an
 * intern in Shenzhen (tenant 10002 only), may open the home page and the personal centre but not
 * the app centre, the guides or the address book (SPEC §6: absent from menus, refused by URL).
 */
export const RESTRICTED_USER = { id: '2001', username: 'wangxiao', realName: '王晓' } as const;

export async function seedRestrictedStaff(db: Kysely<Database>): Promise<void> {
  const exists = await db.selectFrom('users').select('id').where('id', '=', RESTRICTED_USER.id).executeTakeFirst();
  if (exists) return;
  await db
    .insertInto('users')
    .values({
      id: RESTRICTED_USER.id,
      username: RESTRICTED_USER.username,
      user_no: 'XH90001',
      unique_no: 'U20269001',
      real_name: RESTRICTED_USER.realName,
      nick_name: RESTRICTED_USER.realName,
      pinyin: pinyinKeys(RESTRICTED_USER.realName),
      sex: 'female',
      email: 'wangxiao@xinghe-tech.com',
      phone: '13712345678',
      department: '深圳研发中心',
      position: '实习生',
      password_hash: await hashPassword(md5(DEMO_PASSWORD)),
      extra: JSON.stringify([
        { filedName: 'position', filedValue: '实习生' },
        { filedName: 'workPlace', filedValue: '深圳研发中心' },
      ]),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.insertInto('roles').values({ id: 'r-10002-intern', tenant_id: '10002', name: '实习生' }).onConflict((oc) => oc.doNothing()).execute();
  await db
    .insertInto('role_permissions')
    .values([
      { role_id: 'r-10002-intern', permission_id: 'home', actions: JSON.stringify(['query', 'get']) },
      // Her own work in the personal centre: to-dos, reports, bank cards; never delete or export.
      { role_id: 'r-10002-intern', permission_id: 'user-center', actions: JSON.stringify(['query', 'get', 'add', 'edit']) },
    ])
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db.insertInto('user_tenants').values({ user_id: RESTRICTED_USER.id, tenant_id: '10002', sort: 0 }).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('user_roles').values({ user_id: RESTRICTED_USER.id, role_id: 'r-10002-intern' }).onConflict((oc) => oc.doNothing()).execute();
}
