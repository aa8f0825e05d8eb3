/** Joins a route's path segment to its parent's full path (`/home` + `index` → `/home/index`). */
export function joinPath(parent: string, path: string): string {
  if (path === '') return parent || '/';
  return `${parent.replace(/\/$/, '')}/${path}`;
}

