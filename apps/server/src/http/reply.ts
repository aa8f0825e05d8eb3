import type { ApiResult, PagedResult } from '@portal/contracts';

export function ok<T>(data: T, msg = 'success'): ApiResult<T> {
  return { code: 0, msg, data };
}

export function paged<T>(rows: T[], total: number, pageIndex: number, pageSize: number): PagedResult<T> {
  return { code: 0, msg: 'success', data: rows, total, pageIndex, pageSize };
}
