import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** Every module the entry at `id` loads statically (its first wave), itself included. */
function staticGraph(entry: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The login page's own files; everything else it loads is shared with the shell (login-kit). */
const LOGIN_OWN = /[\\/]src[\\/]login[\\/]|[\\/]login\.html$/;

/**
 * The shell's chunks, by design rather than by import graph accident:
 * - `login-kit`: the little the login page shares with the shell (credentials, storage keys,
 *   contracts); the login page loads nothing else of the shell.
 * - `vendor`: the libraries of the first paint (React, antd's frame parts, router, i18n, query).
 * - `frame`: the shell's own first-paint code (layout, menu, tabs, session, http).
 * - `home`: the page every sign-in opens, with all it loads statically, in one file.
 * - `home-later`: what that page loads after its first paint (`firstPageLater`: widgets built on
 *   heavier controls), in one file rather than a dozen small ones.
 * The other pages are split by the bundler along their routes' dynamic imports: each page
 * and what only it uses, with what several pages share in common chunks.
 */
export function shellChunks(entries: { shell: string; login: string; firstPage: string; firstPageLater?: string[] }): Rolldown.CodeSplittingGroup[] {
  let graphs: { login: Set<string>; firstPage: Set<string>; later: Set<string> } | undefined;
  const place = (id: string, ctx: ChunkingContext): 'login-kit' | 'login' | 'shell' | 'first-page' | 'first-page-later' => {
    graphs ??= {
      login: staticGraph(entries.login, ctx),
      firstPage: staticGraph(entries.firstPage, ctx),
      later: new Set((entries.firstPageLater ?? []).flatMap((id) => [...staticGraph(id, ctx)])),
    };
    if (graphs.login.has(id)) return LOGIN_OWN.test(id) ? 'login' : 'login-kit';
    if (graphs.firstPage.has(id)) return 'first-page';
    return graphs.later.has(id) ? 'first-page-later' : 'shell';
  };
  const VENDOR = /[\\/]node_modules[\\/]/;
  // Higher priorities pick their modules first; `$initial` keeps to what the shell's entry loads
  // statically, so the first page never pulls frame code into its chunk, nor the frame a page's.
  return [
    { name: (id, ctx) => (place(id, ctx) === 'login-kit' ? 'login-kit' : null), priority: 30 },
    { name: (id, ctx) => (VENDOR.test(id) && place(id, ctx) !== 'login' ? 'vendor' : null), tags: ['$initial'], priority: 20 },
    { name: (id, ctx) => (!VENDOR.test(id) && place(id, ctx) !== 'login' ? 'frame' : null), tags: ['$initial'], priority: 10 },
    { name: (id, ctx) => (!VENDOR.test(id) && place(id, ctx) === 'first-page' ? 'home' : null), priority: 5 },
    { name: (id, ctx) => (place(id, ctx) === 'first-page-later' ? 'home-later' : null), priority: 4 },
  ];
}
