import { pinyin } from 'pinyin-pro';

/** Where a search text matched a name: characters [start, end) of that name. */
export interface MatchRange {
  start: number;
  end: number;
}

/**
 * The characters of `name` that `text` matched: the text itself, the full pinyin of a run of
 * characters (`renli` → 人力 of 人力资源, a prefix of the last syllable counts), or their initials
 * (`rlzy` → 人力资源). Undefined when nothing matches.
 */
export function matchRange(name: string, text: string): MatchRange | undefined {
  const query = text.trim().toLowerCase();
  if (!query) return undefined;
  const direct = name.toLowerCase().indexOf(query);
  if (direct >= 0) return { start: direct, end: direct + query.length };
  const chars = [...name];
  const syllables = pinyin(name, { toneType: 'none', type: 'array' }).map((s) => s.toLowerCase());
  if (syllables.length !== chars.length) return undefined;
  for (let start = 0; start < syllables.length; start += 1) {
    let initials = '';
    let full = '';
    for (let end = start; end < syllables.length; end += 1) {
      const syllable = syllables[end] ?? '';
      initials += syllable.charAt(0);
      if (initials === query) return { start, end: end + 1 };
      const before = full;
      full += syllable;
      if (full.startsWith(query) && before.length < query.length) return { start, end: end + 1 };
      if (!query.startsWith(full) && !query.startsWith(initials)) break;
    }
  }
  return undefined;
}
