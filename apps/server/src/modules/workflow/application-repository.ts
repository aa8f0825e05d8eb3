import type { Kysely } from 'kysely';
import type { ApplyItem, DraftItem } from '@portal/contracts';
import { changeOwnedBatch } from '../../db/owned-batch.ts';
import { containsPattern, countRows, countThenPage, type Page, type PageRequest } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import type { ApplicationStatus } from '../../db/tables/workflow.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Owner } from '../../http/caller.ts';

interface ItemRow {
  id: string;
  title: string;
  process_key: string;
  process_name: string;
  created_at: Date;
  updated_at: Date;
}

/** What an application and a draft both show: a draft item, and an application item without its status. */
const toItem = (row: ItemRow): DraftItem => ({
  id: row.id,
  title: row.title,
  processKey: row.process_key,
  processName: row.process_name,
  createTime: row.created_at.toISOString(),
  updateTime: row.updated_at.toISOString(),
});

/** Queries of the caller's workflow applications and drafts. */
export class ApplicationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private applications(owner: Owner) {
    return this.db
      .selectFrom('workflow_applications as a')
      .innerJoin('workflow_processes as p', 'p.process_key', 'a.process_key')
      .where('a.applicant_id', '=', owner.userId)
      .where('a.tenant_id', '=', owner.tenantId);
  }

  private drafts(owner: Owner) {
    return this.db
      .selectFrom('workflow_drafts as d')
      .innerJoin('workflow_processes as p', 'p.process_key', 'd.process_key')
      .where('d.owner_id', '=', owner.userId)
      .where('d.tenant_id', '=', owner.tenantId);
  }

  async countApplications(owner: Owner): Promise<number> {
    return countRows(this.applications(owner));
  }

  async countDrafts(owner: Owner): Promise<number> {
    return countRows(this.drafts(owner));
  }

  /** The caller's applications, newest first, optionally of one status or with a keyword in the title. */
  async applicationPage(owner: Owner, query: { status?: ApplicationStatus; keyword?: string }, page: PageRequest): Promise<Page<ApplyItem>> {
    let base = this.applications(owner);
    if (query.status) base = base.where('a.status', '=', query.status);
    if (query.keyword) base = base.where('a.title', 'ilike', containsPattern(query.keyword));
    const { rows, total } = await countThenPage(
      base,
      (q) =>
        q
          .select(['a.id', 'a.title', 'a.process_key', 'p.process_name', 'a.status', 'a.current_node', 'a.created_at', 'a.updated_at'])
          .orderBy('a.created_at', 'desc'),
      'a.id',
      page,
    );
    return { rows: rows.map((row) => ({ ...toItem(row), status: row.status, currentNode: row.current_node })), total };
  }

  /** An application may be withdrawn while it runs and no approver has decided yet; 404/403 when not the caller's. */
  async withdrawable(applicationId: string, owner: Owner): Promise<boolean> {
    const application = await this.db
      .selectFrom('workflow_applications')
      .select(['applicant_id', 'tenant_id', 'status'])
      .where('id', '=', applicationId)
      .executeTakeFirst();
    if (!application) throw notFound();
    if (application.applicant_id !== owner.userId || application.tenant_id !== owner.tenantId) throw forbidden();
    if (application.status !== 'running') return false;
    const decided = await this.db
      .selectFrom('workflow_tasks')
      .select('id')
      .where('application_id', '=', applicationId)
      .where('status', 'in', ['approved', 'rejected'])
      .executeTakeFirst();
    return !decided;
  }

  /** Withdraws the application and its pending to-dos. */
  async withdraw(applicationId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const now = new Date();
      await trx.updateTable('workflow_applications').set({ status: 'withdrawn', current_node: '', updated_at: now }).where('id', '=', applicationId).execute();
      await trx
        .updateTable('workflow_tasks')
        .set({ status: 'withdrawn', finished_at: now })
        .where('application_id', '=', applicationId)
        .where('status', '=', 'pending')
        .execute();
    });
  }

  /** The caller's drafts, last edited first, optionally with a keyword in the title. */
  async draftPage(owner: Owner, query: { keyword?: string }, page: PageRequest): Promise<Page<DraftItem>> {
    let base = this.drafts(owner);
    if (query.keyword) base = base.where('d.title', 'ilike', containsPattern(query.keyword));
    const { rows, total } = await countThenPage(
      base,
      (q) => q.select(['d.id', 'd.title', 'd.process_key', 'p.process_name', 'd.created_at', 'd.updated_at']).orderBy('d.updated_at', 'desc'),
      'd.id',
      page,
    );
    return { rows: rows.map(toItem), total };
  }

  /** Deletes the caller's drafts; any id that is not theirs refuses the whole batch and deletes nothing. */
  async deleteDrafts(owner: Owner, ids: string[]): Promise<number> {
    return changeOwnedBatch(
      this.db,
      ids,
      {
        owned: (trx) =>
          trx.selectFrom('workflow_drafts').select('id').where('id', 'in', ids).where('owner_id', '=', owner.userId).where('tenant_id', '=', owner.tenantId).execute(),
        change: async (trx) => {
          const res = await trx.deleteFrom('workflow_drafts').where('id', 'in', ids).executeTakeFirst();
          return Number(res.numDeletedRows);
        },
      },
      forbidden,
    );
  }
}
