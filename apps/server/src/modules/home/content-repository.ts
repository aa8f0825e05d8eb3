import type { Kysely, Selectable } from 'kysely';
import type { NewsDetail, NewsItem, NewsType } from '@portal/contracts';
import { countThenPage, type Page, type PageRequest } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import type { NewsTable } from '../../db/tables/home.ts';

function toItem(row: Omit<Selectable<NewsTable>, 'body' | 'tenant_id'>): NewsItem {
  return {
    id: row.id,
    type: row.type as NewsType,
    title: row.title,
    summary: row.summary,
    author: row.author,
    publishedAt: row.published_at.toISOString(),
    pinned: row.pinned,
  };
}

const ITEM_COLUMNS = ['id', 'type', 'title', 'summary', 'author', 'published_at', 'pinned'] as const;

/** Queries of the home page's content of a tenant: news and guides. */
export class HomeContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The latest news of one type, pinned ones first. */
  async latestNews(tenantId: string, type: NewsType, limit: number): Promise<NewsItem[]> {
    const rows = await this.db
      .selectFrom('news')
      .select(ITEM_COLUMNS)
      .where('tenant_id', '=', tenantId)
      .where('type', '=', type)
      .orderBy('pinned', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toItem);
  }

  /** News of one type, the latest published first. */
  async newsPage(tenantId: string, type: NewsType, page: PageRequest): Promise<Page<NewsItem>> {
    const base = this.db.selectFrom('news').where('tenant_id', '=', tenantId).where('type', '=', type);
    const { rows, total } = await countThenPage(base, (q) => q.select(ITEM_COLUMNS).orderBy('published_at', 'desc'), 'id', page);
    return { rows: rows.map(toItem), total };
  }

  /** One piece of news with its body, or undefined when the tenant has none of that id. */
  async news(tenantId: string, id: string): Promise<NewsDetail | undefined> {
    const row = await this.db
      .selectFrom('news')
      .select([...ITEM_COLUMNS, 'body'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { ...toItem(row), body: row.body };
  }

  /** The tenant's guide of that code, as stored. */
  async guide(tenantId: string, code: string) {
    return this.db.selectFrom('guides').selectAll().where('tenant_id', '=', tenantId).where('code', '=', code).executeTakeFirst();
  }
}
