import { sql, type SelectQueryBuilder, type StringReference } from 'kysely';

/** One page of a list: 1-based index and size, as every paged call of SPEC §7 sends them. */
export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

export interface Page<R> {
  rows: R[];
  total: number;
}

/** An ILIKE pattern matching `keyword` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[%_\\]/g, '\\$&')}%`;

/** How many rows `base` selects. */
export async function countRows<DB, TB extends keyof DB>(base: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const counted = await base
    .select(sql<string | number>`count(*)`.as('total'))
    .$castTo<{ total: string | number }>()
    .executeTakeFirstOrThrow();
  return Number(counted.total);
}

/**
 * Counts the rows of `base` and reads one page of them, both at once. `select` picks the columns
 * and the sort order; `uniqueKey` is appended as the last sort key so that equal sort values never
 * make a row appear on two pages or on none.
 */
export async function countThenPage<DB, TB extends keyof DB, R>(
  base: SelectQueryBuilder<DB, TB, object>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, R>,
  uniqueKey: StringReference<DB, TB>,
  { pageIndex, pageSize }: PageRequest,
): Promise<Page<R>> {
  const [total, rows] = await Promise.all([
    countRows(base),
    select(base)
      .orderBy(uniqueKey)
      .offset((pageIndex - 1) * pageSize)
      .limit(pageSize)
      .execute(),
  ]);
  return { rows, total };
}
