import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS, USER_CENTER_PATHS } from '@portal/contracts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * Paging that neither skips nor repeats rows: every paged list ends its sort with a unique key, so
 * rows that tie on date and time (a day's reports saved together) keep one order across pages.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('paging order', () => {
  it('walks 60 work reports of one day, saved at one instant, in pages of 7: each exactly once', async () => {
    const token = await t.login('zhaoliu');
    const me = (await t.as(token, { method: 'GET', url: `/api${PATHS.currentUser}` })).json<{ data: { id: string; tenantId: string } }>().data;
    await t.db.deleteFrom('work_reports').where('owner_id', '=', me.id).execute();
    const instant = new Date('2026-11-02T09:00:00Z');
    const rows = Array.from({ length: 60 }, (_, i) => ({
      tenant_id: me.tenantId,
      owner_id: me.id,
      report_date: '2026-11-02',
      project: `Project ${(i * 37) % 60}`,
      hours: 1,
      content: `Same-day report number ${i}`,
      status: 'draft' as const,
      created_at: instant,
      updated_at: instant,
    }));
    await t.db.insertInto('work_reports').values(rows).execute();

    const seen: string[] = [];
    for (let page = 1; page <= 9; page++) {
      const response = await t.as(token, { method: 'POST', url: `/api${USER_CENTER_PATHS.reportQuery}`, payload: { pageIndex: page, pageSize: 7 } });
      const body = response.json<{ data: { id: string }[]; total: number }>();
      expect(body.total).toBe(60);
      seen.push(...body.data.map((item) => item.id));
    }
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
  });
});
