import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REFERENCE_PATHS, allows, dictSelectInput, regionSelectBody, userByCodeQuery, userByIdQuery, type DictOption, type Region, type UserDetail } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { translator } from '../../db/translations.ts';
import { caller, requirePermission } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';

const USER_COLUMNS = [
  'users.id', 'users.username', 'users.user_no', 'users.unique_no', 'users.real_name', 'users.nick_name', 'users.sex',
  'users.email', 'users.phone', 'users.department', 'users.position', 'users.user_picture',
] as const;

/** Regions, dictionaries and colleague look-ups (SPEC §7). */
export async function referenceRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The bank-card form's province → city choice: reference data of the personal centre.
  r.post(`/api${REFERENCE_PATHS.regionSelect}`, { schema: { body: regionSelectBody } }, async (request) => {
    requirePermission(request, 'user-center');
    const { parentCode } = request.body;
    let query = db.selectFrom('regions').select(['code', 'name', 'parent_code', 'level']).orderBy('sort').orderBy('code');
    query = parentCode ? query.where('parent_code', '=', parentCode) : query.where('parent_code', 'is', null);
    const rows = await query.execute();
    const data: Region[] = rows.map((row) => ({ code: row.code, name: row.name, parentCode: row.parent_code, level: Number(row.level) === 1 ? 1 : 2 }));
    return ok(data);
  });

  // A dictionary of the caller's tenant, labelled in the caller's language.
  const dictionary = async (request: FastifyRequest, dictType: string) => {
    const auth = caller(request);
    const rows = await db
      .selectFrom('dict_items')
      .select(['value', 'label'])
      .where('tenant_id', '=', auth.tenantId)
      .where('dict_type', '=', dictType)
      .orderBy('sort')
      .orderBy('value')
      .execute();
    const t = await translator(db, requestLanguage(request), 'dict', rows.map((row) => `${auth.tenantId}:${dictType}:${row.value}`));
    const data: DictOption[] = rows.map((row) => ({ value: row.value, label: t(`${auth.tenantId}:${dictType}:${row.value}`, 'label', row.label) }));
    return ok(data);
  };
  r.get(`/api${REFERENCE_PATHS.dictSelect}`, { schema: { querystring: dictSelectInput } }, (request) => dictionary(request, request.query.dictType));
  r.post(`/api${REFERENCE_PATHS.dictSelect}`, { schema: { body: dictSelectInput } }, (request) => dictionary(request, request.body.dictType));

  // A colleague of the current tenant: oneself always, others with the address book's permission.
  const userDetail = async (request: FastifyRequest, column: 'users.username' | 'users.unique_no', value: string) => {
    const auth = caller(request);
    const row = await db
      .selectFrom('users')
      .innerJoin('user_tenants', 'user_tenants.user_id', 'users.id')
      .select([...USER_COLUMNS])
      .where(column, '=', value)
      .where('user_tenants.tenant_id', '=', auth.tenantId)
      .executeTakeFirst();
    if (row?.id !== auth.userId && !allows(auth.permissions, 'address-list')) throw forbidden();
    if (!row) throw notFound();
    const data: UserDetail = {
      id: row.id,
      userCode: row.username,
      userNo: row.user_no,
      uniqueNo: row.unique_no,
      realName: row.real_name,
      nickName: row.nick_name,
      sex: row.sex,
      email: row.email,
      phone: row.phone,
      department: row.department,
      position: row.position,
      userPicture: row.user_picture,
    };
    return ok(data);
  };
  r.get(`/api${REFERENCE_PATHS.userByCode}`, { schema: { querystring: userByCodeQuery } }, (request) =>
    userDetail(request, 'users.username', request.query.userCode),
  );
  r.get(`/api${REFERENCE_PATHS.userById}`, { schema: { querystring: userByIdQuery } }, (request) =>
    userDetail(request, 'users.unique_no', request.query.uId ?? caller(request).uniqueNo),
  );
}
