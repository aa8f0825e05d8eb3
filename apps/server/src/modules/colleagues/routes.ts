import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACTION_GUARDS, allows } from '@portal/contracts';
import {
  COLLEAGUE_PATHS,
  FEATURE_CODES,
  addressBookExportQuery,
  colleagueSearch,
  featurePermissionCheck,
  type FeaturePermission,
} from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { caller, requirePermission } from '../../http/auth.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { forbidden } from '../../http/errors.ts';
import { translate } from '../../http/error-catalogue.ts';
import { ok } from '../../http/reply.ts';
import { route } from '../../http/route.ts';
import { homeLayoutOf } from '../home/layout.ts';
import { addressBookCsv, findColleagues } from './directory.ts';

/** Find colleague and the address book (SPEC §1, §2, §5, §6, §7). */
export async function colleagueRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** SPEC §6: the colleague search shows only when the user's settings say so (and the address book is theirs). */
  route(app, featurePermissionCheck, {}, async (request) => {
    const auth = caller(request);
    if (request.query.userCode !== auth.userCode) throw forbidden();
    const layout = await homeLayoutOf(db, auth.userId, auth.tenantId);
    const features: FeaturePermission[] = [
      { featureCode: FEATURE_CODES.colleagueSearch, enabled: layout.colleagueSearch && allows(auth.permissions, 'address-list') },
    ];
    return ok(features);
  });

  route(app, colleagueSearch, {}, async (request) => {
    const auth = requirePermission(request, 'address-list');
    return ok(await findColleagues(db, auth.tenantId, request.query.keyword));
  });

  r.get(`/api${COLLEAGUE_PATHS.exportAddressBook}`, { config: { guard: ACTION_GUARDS.addressBookExport }, schema: { querystring: addressBookExportQuery } }, async (request, reply) => {
    const auth = caller(request);
    const lang = requestLanguage(request);
    const colleagues = await findColleagues(db, auth.tenantId, request.query.sign);
    const headers = (['colName', 'colCode', 'colDepartment', 'colPosition', 'colPhone', 'colEmail'] as const).map((key) => translate(lang, key));
    const filename = encodeURIComponent(`${translate(lang, 'addressBookFile')}.csv`);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="address-book.csv"; filename*=UTF-8''${filename}`)
      .send(addressBookCsv(colleagues, headers));
  });
}
