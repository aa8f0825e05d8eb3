import type { Kysely } from 'kysely';
import { pinyin } from 'pinyin-pro';
import { ACTIONS, MODULES, type Action } from '@portal/contracts';
import { hashPassword, md5 } from '../../lib/passwords.ts';
import type { Database } from '../schema.ts';
import { DEMO_PASSWORD, DEMO_TENANTS, PEOPLE, type Person } from './people.ts';

/** Page permissions of the shell's route table, beside one permission per business module. */
export const PAGE_PERMISSIONS = ['home', 'app-center', 'user-center', 'address-list'] as const;

/** Apps outside the module table that every employee may open. */
export const EXTRA_APPS = ['NETDISK'] as const;

const STAFF_ACTIONS: Action[] = ['add', 'edit', 'query', 'get', 'enable', 'disable', 'import'];

/** Latin search keys of a Chinese name: full pinyin and initials ("zhangsan zs"). */
export function pinyinKeys(name: string): string {
  const full = pinyin(name, { toneType: 'none', type: 'array' }).join('');
  const initials = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' }).join('');
  return `${full} ${initials}`.toLowerCase();
}

function phoneOf(index: number): string {
  const second = ['3', '5', '7', '8'][index % 4] ?? '3';
  const rest = String(10000000 + ((index + 1) * 7919 * 131) % 89999999).padStart(9, '0').slice(-9);
  return `1${second}${rest}`;
}

function userRow(person: Person, index: number, passwordHash: string) {
  const id = String(1001 + index);
  return {
    id,
    username: person.username,
    user_no: `XH${String(index + 1).padStart(5, '0')}`,
    unique_no: `U${String(20260000 + index + 1)}`,
    real_name: person.realName,
    nick_name: person.realName,
    pinyin: pinyinKeys(person.realName),
    sex: person.sex,
    email: `${person.username}@xinghe-tech.com`,
    phone: phoneOf(index),
    department: person.department,
    position: person.position,
    password_hash: passwordHash,
    extra: JSON.stringify([
      { filedName: 'position', filedValue: person.position },
      { filedName: 'workPlace', filedValue: index % 3 === 2 ? '深圳研发中心' : '长沙总部' },
      { filedName: 'entryDate', filedValue: `20${String(15 + (index % 10)).padStart(2, '0')}-0${1 + (index % 9)}-15` },
    ]),
  };
}

/** Tenants, staff, roles and who holds them. Safe to run again: existing rows are left alone. */
export async function seedIdentity(db: Kysely<Database>): Promise<void> {
  await db.insertInto('tenants').values([...DEMO_TENANTS]).onConflict((oc) => oc.doNothing()).execute();

  const digest = md5(DEMO_PASSWORD);
  const hashes = await Promise.all(PEOPLE.map(() => hashPassword(digest)));
  await db
    .insertInto('users')
    .values(PEOPLE.map((person, i) => userRow(person, i, hashes[i] ?? '')))
    .onConflict((oc) => oc.doNothing())
    .execute();

  const allModules = MODULES.map((m) => m.code);
  const everything = [...PAGE_PERMISSIONS, ...allModules, ...EXTRA_APPS];
  const roles = [
    { id: 'r-10001-admin', tenant_id: '10001', name: '平台管理员', grants: everything, actions: [...ACTIONS] },
    {
      id: 'r-10001-staff',
      tenant_id: '10001',
      name: '普通员工',
      grants: [...PAGE_PERMISSIONS, ...allModules.filter((code) => code !== 'FOL'), ...EXTRA_APPS],
      actions: STAFF_ACTIONS,
    },
    { id: 'r-10002-admin', tenant_id: '10002', name: '平台管理员', grants: everything, actions: [...ACTIONS] },
  ];
  await db
    .insertInto('roles')
    .values(roles.map(({ id, tenant_id, name }) => ({ id, tenant_id, name })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('role_permissions')
    .values(
      roles.flatMap((role) =>
        role.grants.map((permission_id) => ({ role_id: role.id, permission_id, actions: JSON.stringify(role.actions) })),
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();

  const idOf = (username: string) => String(1001 + PEOPLE.findIndex((p) => p.username === username));
  const memberships: { user_id: string; tenant_id: string; sort: number }[] = [];
  const userRoles: { user_id: string; role_id: string }[] = [];
  PEOPLE.forEach((person) => {
    const userId = idOf(person.username);
    memberships.push({ user_id: userId, tenant_id: '10001', sort: 0 });
    if (person.username === 'zhangsan') {
      memberships.push({ user_id: userId, tenant_id: '10002', sort: 1 });
      userRoles.push({ user_id: userId, role_id: 'r-10001-admin' }, { user_id: userId, role_id: 'r-10002-admin' });
    } else {
      userRoles.push({ user_id: userId, role_id: 'r-10001-staff' });
    }
  });
  await db.insertInto('user_tenants').values(memberships).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('user_roles').values(userRoles).onConflict((oc) => oc.doNothing()).execute();
}
