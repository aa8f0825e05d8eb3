import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/**
 * Build step: index.html preloads, beside the frame, the chunks of the page every sign-in opens
 * (`/home/index`), so its code arrives in the first wave instead of after the frame has run.
 */
export function preloadFirstRoute(page: string): Plugin {
  return {
    name: 'portal:preload-first-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith('index.html')) return [];
        const chunks = Object.values(ctx.bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId === page);
        if (!start) throw new Error(`no chunk for the first route ${page}`);
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk) => {
          if (js.has(chunk.fileName)) return;
          js.add(chunk.fileName);
          chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
          chunk.imports.forEach((name) => {
            const next = byName.get(name);
            if (next) visit(next);
          });
        };
        visit(start);
        const base = ctx.server ? '/' : '/pba/';
        const already = (file: string) => _html.includes(`${base}${file}"`);
        const tags: HtmlTagDescriptor[] = [
          ...[...js].filter((file) => !already(file)).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
          ...[...css].filter((file) => !already(file)).map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
        ];
        return tags;
      },
    },
  };
}
