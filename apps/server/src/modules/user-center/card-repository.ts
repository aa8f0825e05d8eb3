import type { Kysely, Transaction } from 'kysely';
import type { BankCard, cardBody, cardUpdateBody } from '@portal/contracts';
import type { z } from 'zod';
import { containsPattern, countThenPage, type Page, type PageRequest } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { Owner } from '../../http/caller.ts';

/** A caller holds at most this many cards. */
export const MAX_CARDS = 10;

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

const CARD_COLUMNS = ['id', 'account_name', 'bank_name', 'subbranch', 'card_no', 'city_code', 'is_default', 'created_at'] as const;

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

const only = (cards: BankCard[]): BankCard => {
  const [card] = cards;
  if (!card) throw notFound();
  return card;
};

/** Queries of the caller's bank cards (我的账户). */
export class CardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private async own(conn: Conn, id: string, owner: Owner) {
    const row = await conn.selectFrom('bank_cards').select([...CARD_COLUMNS, 'user_id', 'tenant_id']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    if (row.user_id !== owner.userId || row.tenant_id !== owner.tenantId) throw forbidden();
    return row;
  }

  private async duplicate(trx: Transaction<Database>, owner: Owner, cardNo: string, exceptId?: string) {
    let q = trx.selectFrom('bank_cards').select('id').where('user_id', '=', owner.userId).where('tenant_id', '=', owner.tenantId).where('card_no', '=', cardNo);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return Boolean(await q.executeTakeFirst());
  }

  private clearDefault(trx: Transaction<Database>, owner: Owner) {
    return trx.updateTable('bank_cards').set({ is_default: false }).where('user_id', '=', owner.userId).where('tenant_id', '=', owner.tenantId).execute();
  }

  /** A chosen city must be a city of region/select; refused with a clear message otherwise. */
  private async checkCity(cityCode: string | undefined): Promise<void> {
    if (cityCode && (await citiesOf(this.db, [cityCode])).size === 0) throw new AppError(400, 'regionInvalid');
  }

  /** The default card first, then newest; an optional keyword in the bank or subbranch name. */
  async page(owner: Owner, keyword: string | undefined, page: PageRequest): Promise<Page<BankCard>> {
    let base = this.db.selectFrom('bank_cards').where('user_id', '=', owner.userId).where('tenant_id', '=', owner.tenantId);
    if (keyword) {
      const like = containsPattern(keyword);
      base = base.where((eb) => eb.or([eb('bank_name', 'ilike', like), eb('subbranch', 'ilike', like)]));
    }
    const { rows, total } = await countThenPage(base, (q) => q.select([...CARD_COLUMNS]).orderBy('is_default', 'desc').orderBy('created_at', 'desc'), 'id', page);
    return { rows: await withCities(this.db, rows), total };
  }

  async get(id: string, owner: Owner): Promise<BankCard> {
    return only(await withCities(this.db, [await this.own(this.db, id, owner)]));
  }

  /** Adds a card; the first one, or one marked so, becomes the default. 409 over the limit or for a number already held. */
  async create(owner: Owner, card: z.output<typeof cardBody>): Promise<BankCard> {
    await this.checkCity(card.cityCode);
    const created = await this.db.transaction().execute(async (trx) => {
      const { n } = await trx
        .selectFrom('bank_cards')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('user_id', '=', owner.userId)
        .where('tenant_id', '=', owner.tenantId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_CARDS) throw new AppError(409, 'cardLimit');
      if (await this.duplicate(trx, owner, card.cardNo)) throw new AppError(409, 'cardExists');
      const makeDefault = card.isDefault || Number(n) === 0;
      if (makeDefault) await this.clearDefault(trx, owner);
      return trx
        .insertInto('bank_cards')
        .values({
          tenant_id: owner.tenantId,
          user_id: owner.userId,
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
    return only(await withCities(this.db, [created]));
  }

  /** Changes a card of the caller; without a card number the stored one stays. */
  async update(owner: Owner, card: z.output<typeof cardUpdateBody>): Promise<BankCard> {
    await this.checkCity(card.cityCode);
    const updated = await this.db.transaction().execute(async (trx) => {
      await this.own(trx, card.id, owner);
      if (card.cardNo && (await this.duplicate(trx, owner, card.cardNo, card.id))) throw new AppError(409, 'cardExists');
      if (card.isDefault) await this.clearDefault(trx, owner);
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
    return only(await withCities(this.db, [updated]));
  }

  async delete(id: string, owner: Owner): Promise<void> {
    await this.own(this.db, id, owner);
    await this.db.deleteFrom('bank_cards').where('id', '=', id).execute();
  }
}
