import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { ACTION_GUARDS, USER_CENTER_PATHS, cardBody, cardPageBody, cardUpdateBody, type BankCard } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { caller } from '../../http/auth.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { ok, paged } from '../../http/reply.ts';

const MAX_CARDS = 10;
const idParams = z.object({ id: z.string().trim().min(1).max(64) });

/** Shows only the last four digits. */
export const maskCardNo = (cardNo: string) => `**** **** **** ${cardNo.slice(-4)}`;

interface CardRow {
  id: string;
  account_name: string;
  bank_name: string;
  subbranch: string;
  card_no: string;
  city_code: string | null;
  is_default: boolean;
  created_at: Date;
}

type Conn = Kysely<Database> | Transaction<Database>;
interface CityOf {
  provinceCode: string;
  name: string;
}

/** The cities of the rows with their provinces: code → province code and `省 市`. */
async function citiesOf(conn: Conn, codes: (string | null)[]): Promise<Map<string, CityOf>> {
  const wanted = [...new Set(codes.filter((c): c is string => Boolean(c)))];
  if (wanted.length === 0) return new Map();
  const rows = await conn
    .selectFrom('regions as c')
    .innerJoin('regions as p', 'p.code', 'c.parent_code')
    .select(['c.code', 'c.name as city', 'p.code as province_code', 'p.name as province'])
    .where('c.code', 'in', wanted)
    .where('c.level', '=', 2)
    .execute();
  return new Map(rows.map((r) => [r.code, { provinceCode: r.province_code, name: r.province === r.city ? r.city : `${r.province} ${r.city}` }]));
}

const toCard = (row: CardRow, cities: Map<string, CityOf>): BankCard => {
  const city = row.city_code ? cities.get(row.city_code) : undefined;
  return {
    id: row.id,
    accountName: row.account_name,
    bankName: row.bank_name,
    subbranch: row.subbranch,
    cardNo: maskCardNo(row.card_no),
    isDefault: row.is_default,
    createTime: row.created_at.toISOString(),
    provinceCode: city?.provinceCode ?? null,
    cityCode: city ? row.city_code : null,
    regionName: city?.name ?? '',
  };
};

const withCities = async (conn: Conn, rows: CardRow[]) => {
  const cities = await citiesOf(conn, rows.map((r) => r.city_code));
  return rows.map((row) => toCard(row, cities));
};

/** A chosen city must be a city of region/select; refused with a clear message otherwise. */
async function checkCity(conn: Conn, cityCode: string | undefined): Promise<void> {
  if (cityCode && (await citiesOf(conn, [cityCode])).size === 0) throw new AppError(400, 'regionInvalid');
}

const CARD_COLUMNS = ['id', 'account_name', 'bank_name', 'subbranch', 'card_no', 'city_code', 'is_default', 'created_at'] as const;

/** Bank cards of the caller (我的账户, SPEC §7 bank card calls). */
export async function cardRoutes(app: FastifyInstance, { db }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const ownCard = async (conn: Conn, id: string, userId: string, tenantId: string) => {
    const row = await conn.selectFrom('bank_cards').select([...CARD_COLUMNS, 'user_id', 'tenant_id']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    if (row.user_id !== userId || row.tenant_id !== tenantId) throw forbidden();
    return row;
  };

  const duplicate = async (trx: Transaction<Database>, userId: string, tenantId: string, cardNo: string, exceptId?: string) => {
    let q = trx.selectFrom('bank_cards').select('id').where('user_id', '=', userId).where('tenant_id', '=', tenantId).where('card_no', '=', cardNo);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return Boolean(await q.executeTakeFirst());
  };

  const clearDefault = (trx: Transaction<Database>, userId: string, tenantId: string) =>
    trx.updateTable('bank_cards').set({ is_default: false }).where('user_id', '=', userId).where('tenant_id', '=', tenantId).execute();

  r.post(`/api${USER_CENTER_PATHS.cardPage}`, { schema: { body: cardPageBody } }, async (request) => {
    const auth = caller(request);
    const { pageIndex, pageSize, keyword } = request.body;
    let base = db.selectFrom('bank_cards').where('user_id', '=', auth.userId).where('tenant_id', '=', auth.tenantId);
    if (keyword) {
      const like = `%${keyword.replace(/[%_\\]/g, '\\$&')}%`;
      base = base.where((eb) => eb.or([eb('bank_name', 'ilike', like), eb('subbranch', 'ilike', like)]));
    }
    const { total } = await base.select(({ fn }) => fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base
      .select([...CARD_COLUMNS])
      .orderBy('is_default', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset((pageIndex - 1) * pageSize)
      .limit(pageSize)
      .execute();
    return paged(await withCities(db, rows), Number(total), pageIndex, pageSize);
  });

  r.get(`/api${USER_CENTER_PATHS.cardInfo}`, { schema: { params: idParams } }, async (request) => {
    const auth = caller(request);
    const [card] = await withCities(db, [await ownCard(db, request.params.id, auth.userId, auth.tenantId)]);
    return ok(card);
  });

  r.post(`/api${USER_CENTER_PATHS.cardCreate}`, { config: { guard: ACTION_GUARDS.cardCreate }, schema: { body: cardBody } }, async (request) => {
    const auth = caller(request);
    const card = request.body;
    await checkCity(db, card.cityCode);
    const created = await db.transaction().execute(async (trx) => {
      const { n } = await trx
        .selectFrom('bank_cards')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('user_id', '=', auth.userId)
        .where('tenant_id', '=', auth.tenantId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_CARDS) throw new AppError(409, 'cardLimit');
      if (await duplicate(trx, auth.userId, auth.tenantId, card.cardNo)) throw new AppError(409, 'cardExists');
      const makeDefault = card.isDefault || Number(n) === 0;
      if (makeDefault) await clearDefault(trx, auth.userId, auth.tenantId);
      return trx
        .insertInto('bank_cards')
        .values({
          tenant_id: auth.tenantId,
          user_id: auth.userId,
          account_name: card.accountName,
          bank_name: card.bankName,
          subbranch: card.subbranch,
          card_no: card.cardNo,
          city_code: card.cityCode ?? null,
          is_default: makeDefault,
        })
        .returning([...CARD_COLUMNS])
        .executeTakeFirstOrThrow();
    });
    const [out] = await withCities(db, [created]);
    return ok(out);
  });

  r.put(`/api${USER_CENTER_PATHS.cardUpdate}`, { config: { guard: ACTION_GUARDS.cardUpdate }, schema: { body: cardUpdateBody } }, async (request) => {
    const auth = caller(request);
    const card = request.body;
    await checkCity(db, card.cityCode);
    const updated = await db.transaction().execute(async (trx) => {
      await ownCard(trx, card.id, auth.userId, auth.tenantId);
      if (card.cardNo && (await duplicate(trx, auth.userId, auth.tenantId, card.cardNo, card.id))) throw new AppError(409, 'cardExists');
      if (card.isDefault) await clearDefault(trx, auth.userId, auth.tenantId);
      return trx
        .updateTable('bank_cards')
        .set({
          account_name: card.accountName,
          bank_name: card.bankName,
          subbranch: card.subbranch,
          city_code: card.cityCode ?? null,
          ...(card.cardNo ? { card_no: card.cardNo } : {}),
          ...(card.isDefault ? { is_default: true } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', card.id)
        .returning([...CARD_COLUMNS])
        .executeTakeFirstOrThrow();
    });
    const [out] = await withCities(db, [updated]);
    return ok(out);
  });

  r.delete(`/api${USER_CENTER_PATHS.cardDelete}`, { config: { guard: ACTION_GUARDS.cardDelete }, schema: { params: idParams } }, async (request) => {
    const auth = caller(request);
    await ownCard(db, request.params.id, auth.userId, auth.tenantId);
    await db.deleteFrom('bank_cards').where('id', '=', request.params.id).execute();
    return ok(null);
  });
}
