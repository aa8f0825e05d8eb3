import { SHELL_BASE } from '@portal/contracts';

/** SPEC §2: a news item opens /home/detail in a new window. */
export function openNewsDetail(id: string): void {
  window.open(`${SHELL_BASE}/home/detail?id=${encodeURIComponent(id)}`, '_blank', 'noopener');
}

/** The paged list of one category (SPEC §2: title and type; entry 资讯盒子). */
export function newsListPath(title: string, type: string): string {
  return `/home/list?${new URLSearchParams({ title, type }).toString()}`;
}
