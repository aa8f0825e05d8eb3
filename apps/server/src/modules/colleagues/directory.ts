import type { Kysely } from 'kysely';
import type { Colleague } from '@portal/contracts';
import { containsPattern } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

const SHOWN = 200;

/** A lower-case LIKE pattern of the text, its wildcards taken literally (a search for "100%" finds that text). */
const likePattern = (text: string) => containsPattern(text.toLowerCase());

/**
 * Colleagues of a tenant matching the text by name, pinyin (full or initials), department,
 * phone or email; everyone in the tenant when the text is empty.
 */
export async function findColleagues(db: Kysely<Database>, tenantId: string, text: string): Promise<Colleague[]> {
  let query = db
    .selectFrom('users')
    .innerJoin('user_tenants', 'user_tenants.user_id', 'users.id')
    .select(['users.id', 'users.username', 'users.real_name', 'users.department', 'users.position', 'users.phone', 'users.email', 'users.sex'])
    .where('user_tenants.tenant_id', '=', tenantId);
  const keyword = text.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['users.real_name']), 'like', pattern),
        eb('users.pinyin', 'like', pattern),
        eb(eb.fn('lower', ['users.department']), 'like', pattern),
        eb('users.phone', 'like', pattern),
        eb(eb.fn('lower', ['users.email']), 'like', pattern),
        eb(eb.fn('lower', ['users.username']), 'like', pattern),
      ]),
    );
  }
  const rows = await query.orderBy('users.department').orderBy('users.user_no').limit(SHOWN).execute();
  return rows.map((row) => ({
    id: row.id,
    userCode: row.username,
    realName: row.real_name,
    department: row.department,
    position: row.position,
    phone: row.phone,
    email: row.email,
    sex: row.sex,
  }));
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) || /^[=+\-@]/.test(value) ? `"${value.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"` : value);

/** The address book as CSV with a byte-order mark, so spreadsheet programs read the Chinese text right. */
export function addressBookCsv(colleagues: Colleague[], headers: string[]): string {
  const lines = [headers, ...colleagues.map((c) => [c.realName, c.userCode, c.department, c.position, c.phone, c.email])];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
