import { setTimeout as sleep } from 'node:timers/promises';
import { BUILTIN_TEXT } from './builtin-text.ts';
import type { ChatProvider, ChatRequest } from './provider.ts';

/** The answer of the built-in provider: what the portal knows, as lines with links into the portal. */
export function composeAnswer({ knowledge, lang, userName }: ChatRequest): string {
  const text = BUILTIN_TEXT[lang];
  const lines: string[] = [text.greeting(userName)];
  const { functions, guides, colleagues } = knowledge;
  if (functions.length > 0) {
    lines.push('', text.functions, ...functions.map((f) => `- [${f.name}](${f.path})${f.where ? text.where(f.where) : ''}`));
  }
  if (guides.length > 0) {
    lines.push('', text.guides, ...guides.map((g) => `- [${g.title} · ${g.section}](${g.path})${text.colon}${g.excerpt}`));
  }
  if (colleagues.length > 0) {
    lines.push(
      '',
      text.colleagues,
      ...colleagues.map((c) => `- [${c.name}](${c.path}) ${c.department} · ${c.position}${text.comma}${text.contact(c.phone, c.email)}`),
    );
  }
  if (functions.length + guides.length + colleagues.length === 0) lines.push(text.nothing, '', text.suggestions);
  return lines.join('\n');
}

/** Pieces of a few characters that never split a link, so the panel can show links as they arrive. */
export function pieces(answer: string): string[] {
  return answer.match(/\[[^\]]*\]\([^)]*\)|[\s\S]{1,6}/g) ?? [];
}

/** Answers from the portal's own data (function search, guides, colleagues), streamed piece by piece. */
export function builtinProvider(delayMs = 12): ChatProvider {
  return {
    name: 'builtin',
    async *answer(request, signal) {
      for (const piece of pieces(composeAnswer(request))) {
        if (signal.aborted) return;
        yield piece;
        if (delayMs > 0) await sleep(delayMs, undefined, { signal }).catch(() => undefined);
      }
    },
  };
}
