import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows, dictSelectGet, dictSelectPost, regionSelect, userByCode, userById, type DictOption, type Region, type UserDetail } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { translator } from '../../db/translations.ts';
import { caller, requirePermission } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { ReferenceRepository } from './reference-repository.ts';

/** Regions, dictionaries and colleague look-ups (SPEC §7). */
export async function referenceRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const reference = new ReferenceRepository(db);

  // The bank-card form's province → city choice: reference data of the personal centre.
  route(app, regionSelect, {}, async (request) => {
    requirePermission(request, 'user-center');
    const { parentCode } = request.body;
    const rows = await reference.regions(parentCode);
    const data: Region[] = rows.map((row) => ({ code: row.code, name: row.name, parentCode: row.parent_code, level: Number(row.level) === 1 ? 1 : 2 }));
    return ok(data);
  });

  // A dictionary of the caller's tenant, labelled in the caller's language.
  const dictionary = async (request: FastifyRequest, dictType: string) => {
    const auth = caller(request);
    const rows = await reference.dictionary(auth.tenantId, dictType);
    const t = await translator(db, requestLanguage(request), 'dict', rows.map((row) => `${auth.tenantId}:${dictType}:${row.value}`));
    const data: DictOption[] = rows.map((row) => ({ value: row.value, label: t(`${auth.tenantId}:${dictType}:${row.value}`, 'label', row.label) }));
    return ok(data);
  };
  route(app, dictSelectGet, {}, (request) => dictionary(request, request.query.dictType));
  route(app, dictSelectPost, {}, (request) => dictionary(request, request.body.dictType));

  // A colleague of the current tenant: oneself always, others with the address book's permission.
  const userDetail = async (request: FastifyRequest, column: 'users.username' | 'users.unique_no', value: string) => {
    const auth = caller(request);
    const row = await reference.member(auth.tenantId, column, value);
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
  route(app, userByCode, {}, (request) =>
    userDetail(request, 'users.username', request.query.userCode),
  );
  route(app, userById, {}, (request) =>
    userDetail(request, 'users.unique_no', request.query.uId ?? caller(request).uniqueNo),
  );
}
