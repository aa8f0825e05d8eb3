import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type Chunk = Rolldown.OutputChunk;

/** A chunk and every chunk it imports statically, with their CSS. */
function closure(start: Chunk, byName: ReadonlyMap<string, Chunk>, js = new Set<string>(), css = new Set<string>()) {
  if (js.has(start.fileName)) return { js, css };
  js.add(start.fileName);
  start.viteMetadata?.importedCss.forEach((file) => css.add(file));
  for (const name of start.imports) {
    const next = byName.get(name);
    if (next) closure(next, byName, js, css);
  }
  return { js, css };
}

const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head' });

/**
 * Build step for the first wave:
 * - index.html preloads, beside the frame, the chunks of the page every sign-in opens
 *   (`firstPage`, /home/index), so its code arrives with the frame instead of after it has run;
 * - login.html prefetches all of that (frame and first page) at low priority while the user
 *   types, so the shell starts from the cache after signing in.
 */
export function firstWave(options: { shellHtml: string; loginHtml: string; firstPage: string; base: string }): Plugin {
  return {
    name: 'portal:first-wave',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return [];
        const chunks = Object.values(ctx.bundle).filter((file): file is Chunk => file.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const facade = (id: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`no chunk for ${id}`);
          return chunk;
        };
        const page = closure(facade(options.firstPage), byName);
        const href = (file: string) => `${options.base}${file}`;
        const listed = (file: string) => html.includes(`"${href(file)}"`);
        if (ctx.filename === options.shellHtml) {
          return [
            ...[...page.js].filter((file) => !listed(file)).map((file) => link({ rel: 'modulepreload', crossorigin: true, href: href(file) })),
            ...[...page.css].filter((file) => !listed(file)).map((file) => link({ rel: 'preload', as: 'style', crossorigin: true, href: href(file) })),
          ];
        }
        if (ctx.filename === options.loginHtml) {
          const entry = facade(options.shellHtml);
          const shell = closure(entry, byName, new Set(page.js), new Set(page.css));
          // The HTML's own facade is not a file the browser loads: its imports are.
          shell.js.delete(entry.fileName);
          return [
            ...[...shell.js].filter((file) => !listed(file)).map((file) => link({ rel: 'prefetch', as: 'script', crossorigin: true, href: href(file) })),
            ...[...shell.css].filter((file) => !listed(file)).map((file) => link({ rel: 'prefetch', as: 'style', href: href(file) })),
          ];
        }
        return [];
      },
    },
  };
}
