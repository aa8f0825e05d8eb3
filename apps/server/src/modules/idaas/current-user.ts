import type { Kysely } from 'kysely';
import type { Action, CurrentUser, Role } from '@portal/contracts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

async function rolesOf(db: Kysely<Database>, userId: string, tenantId: string): Promise<Role[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .leftJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .select(['roles.id', 'roles.name', 'role_permissions.permission_id', 'role_permissions.actions'])
    .where('user_roles.user_id', '=', userId)
    .where('roles.tenant_id', '=', tenantId)
    .orderBy('roles.id')
    .orderBy('role_permissions.permission_id')
    .execute();
  const roles = new Map<string, Role>();
  for (const row of rows) {
    const role = roles.get(row.id) ?? { id: row.id, name: row.name, permissions: [] };
    if (row.permission_id) role.permissions.push({ permissionId: row.permission_id, actionList: (row.actions ?? []) as Action[] });
    roles.set(row.id, role);
  }
  return [...roles.values()];
}

/** The logged-in user as SPEC §3 describes them, with their roles in the current tenant. */
export async function currentUser(db: Kysely<Database>, userId: string, tenantId: string): Promise<CurrentUser> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound();
  return {
    id: user.id,
    username: user.username,
    uid: user.username,
    realName: user.real_name,
    nickName: user.nick_name,
    name: user.real_name,
    uniqueNo: user.unique_no,
    userNo: user.user_no,
    sex: user.sex,
    userPicture: user.user_picture,
    email: user.email,
    phone: user.phone,
    department: user.department,
    tenantId,
    extra: user.extra,
    roles: await rolesOf(db, userId, tenantId),
  };
}
