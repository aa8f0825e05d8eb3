import { sql, type Kysely } from 'kysely';
import type { ReportItem } from '@portal/contracts';
import { countThenPage, type Page, type PageRequest } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { Owner } from '../../http/caller.ts';

type ReportStatus = ReportItem['status'];

const COLUMNS = [
  'w.id',
  sql<string>`to_char(w.report_date, 'YYYY-MM-DD')`.as('report_date'),
  'w.project',
  'w.hours',
  'w.content',
  'w.status',
  'w.review_comment',
  'w.updated_at',
  'o.real_name as owner_name',
  'a.real_name as approver_name',
] as const;

interface Row {
  id: string;
  report_date: string;
  project: string;
  hours: string | number;
  content: string;
  status: ReportStatus;
  review_comment: string;
  updated_at: Date;
  owner_name: string;
  approver_name: string | null;
}

const toItem = (row: Row): ReportItem => ({
  id: row.id,
  reportDate: row.report_date,
  project: row.project,
  hours: Number(row.hours),
  content: row.content,
  status: row.status,
  ownerName: row.owner_name,
  approverName: row.approver_name ?? '',
  reviewComment: row.review_comment,
  updateTime: row.updated_at.toISOString(),
});

export interface ReportFields {
  reportDate: string;
  project: string;
  hours: number;
  content: string;
}

/** Queries of work reports (我的报工 and 报工审核). */
export class ReportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private reports() {
    return this.db.selectFrom('work_reports as w').innerJoin('users as o', 'o.id', 'w.owner_id').leftJoin('users as a', 'a.id', 'w.approver_id');
  }

  /** Latest report date first. */
  private async page(base: ReturnType<ReportRepository['reports']>, status: ReportStatus | undefined, page: PageRequest): Promise<Page<ReportItem>> {
    const filtered = status ? base.where('w.status', '=', status) : base;
    const { rows, total } = await countThenPage(
      filtered,
      (q) => q.select([...COLUMNS]).orderBy('w.report_date', 'desc').orderBy('w.updated_at', 'desc'),
      'w.id',
      page,
    );
    return { rows: rows.map(toItem), total };
  }

  /** The caller's own reports. */
  ownPage(owner: Owner, status: ReportStatus | undefined, page: PageRequest): Promise<Page<ReportItem>> {
    return this.page(this.reports().where('w.owner_id', '=', owner.userId).where('w.tenant_id', '=', owner.tenantId), status, page);
  }

  /** Reports submitted to the caller as approver (drafts never). */
  reviewPage(approver: Owner, status: ReportStatus | undefined, page: PageRequest): Promise<Page<ReportItem>> {
    const base = this.reports().where('w.approver_id', '=', approver.userId).where('w.tenant_id', '=', approver.tenantId).where('w.status', '!=', 'draft');
    return this.page(base, status, page);
  }

  /** A report of the caller; 404 when missing, 403 when another's. */
  async own(id: string, owner: Owner) {
    const row = await this.db.selectFrom('work_reports').select(['owner_id', 'tenant_id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    if (row.owner_id !== owner.userId || row.tenant_id !== owner.tenantId) throw forbidden();
    return row;
  }

  /** Edits a draft or rejected report, which becomes a draft again. */
  async edit(id: string, fields: ReportFields): Promise<void> {
    await this.db
      .updateTable('work_reports')
      .set({ report_date: fields.reportDate, project: fields.project, hours: fields.hours, content: fields.content, updated_at: new Date(), status: 'draft', review_comment: '' })
      .where('id', '=', id)
      .execute();
  }

  async create(owner: Owner, fields: ReportFields): Promise<string> {
    const created = await this.db
      .insertInto('work_reports')
      .values({ report_date: fields.reportDate, project: fields.project, hours: fields.hours, content: fields.content, updated_at: new Date(), tenant_id: owner.tenantId, owner_id: owner.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return created.id;
  }

  /** Submits the report to the owner's approver; 409 when the owner has none. */
  async submit(id: string, owner: Owner): Promise<void> {
    const approver = await this.db
      .selectFrom('work_report_approvers')
      .select('approver_id')
      .where('user_id', '=', owner.userId)
      .where('tenant_id', '=', owner.tenantId)
      .executeTakeFirst();
    if (!approver) throw new AppError(409, 'noReportApprover');
    await this.db
      .updateTable('work_reports')
      .set({ status: 'submitted', approver_id: approver.approver_id, review_comment: '', updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** Only the report's approver decides, once, while it is submitted. */
  async review(id: string, approver: Owner, result: 'approved' | 'rejected', comment: string): Promise<void> {
    const row = await this.db.selectFrom('work_reports').select(['approver_id', 'tenant_id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    if (row.approver_id !== approver.userId || row.tenant_id !== approver.tenantId) throw forbidden();
    if (row.status !== 'submitted') throw new AppError(409, 'taskHandled');
    await this.db.updateTable('work_reports').set({ status: result, review_comment: comment, updated_at: new Date() }).where('id', '=', id).where('status', '=', 'submitted').execute();
  }
}
